import { describe, expect, it } from 'vitest'
import { createDiscovery } from './createDiscovery.js'

const provider = () => ({ request: async () => ({ jsonrpc: '2.0', id: '1', result: null }) })
const icon = 'data:image/svg+xml;base64,PHN2Zy8+'

describe('bip122 discovery', () => {
  it('lists WBIP004 entries whose id names a provider, with safe icons and rdns, then the Xverse provider', () => {
    const dev = provider()
    const xverse = provider()
    const page = {
      Dev: { BitcoinProvider: dev },
      XverseProviders: { BitcoinProvider: xverse },
      btc_providers: [{ id: 'Dev.BitcoinProvider', name: ' Dev Wallet ', icon, rdns: 'Dev.Gangway.Wallet' }],
    }
    expect(createDiscovery(() => page).list()).toEqual([
      { id: 'Dev.BitcoinProvider', name: 'Dev Wallet', icon, rdns: 'dev.gangway.wallet', provider: dev },
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', provider: xverse },
    ])
  })

  it('drops hostile entries: bad ids, prototype paths, no provider, throwing getters, unsafe icons', () => {
    const good = provider()
    const throwing = {
      get id() {
        throw new Error('boom')
      },
    }
    const page = {
      ok: good,
      notAProvider: { request: 'no' },
      btc_providers: [
        null,
        42,
        throwing,
        { id: '__proto__.constructor', name: 'Proto' },
        { id: 'constructor', name: 'Ctor' },
        { id: 'a b', name: 'Spaces' },
        { id: 'missing.provider', name: 'Missing' },
        { id: 'notAProvider', name: 'No request' },
        { id: 'ok', name: '' },
        { id: 'ok', name: 'OK', icon: 'javascript:alert(1)', rdns: 'not an rdns' },
        { id: 'ok', name: 'Duplicate' },
        { id: 'ok2', name: 'Remote icon', icon: 'https://wallet.example/icon.png' },
      ],
    }
    expect(createDiscovery(() => page).list()).toEqual([{ id: 'ok', name: 'OK', provider: good }])
  })

  it('lists nothing when btc_providers is not an array or its getter throws, and caps the list', () => {
    expect(createDiscovery(() => ({ btc_providers: 'x' })).list()).toEqual([])
    const hostile = Object.defineProperty({}, 'btc_providers', {
      get() {
        throw new Error('boom')
      },
    })
    expect(createDiscovery(() => hostile).list()).toEqual([])
    expect(createDiscovery(() => undefined).list()).toEqual([])
    const many: Record<string, unknown> = {}
    many.btc_providers = Array.from({ length: 100 }, (_, index) => {
      many[`p${index}`] = provider()
      return { id: `p${index}`, name: `P${index}` }
    })
    expect(createDiscovery(() => many).list()).toHaveLength(32)
  })
})
