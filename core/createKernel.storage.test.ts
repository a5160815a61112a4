import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../tests/fixtures/createMemoryStorage.js'
import { devnetA } from '../tests/fixtures/devnetA.js'
import { createKernel } from './createKernel.js'
import type { Gangway } from './Gangway.js'
import type { GangwayConfig } from './types/GangwayConfig.js'

const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function start(storage: ReturnType<typeof createMemoryStorage>): Gangway {
  const config = {
    projectId: 'test',
    networks: [devnetA],
    remoteConfig: false,
    storage,
  } as GangwayConfig
  const gangway = createKernel(config, { env: { origin: 'http://localhost:5173', isMobile: () => false } })
  made.push(gangway)
  return gangway
}

describe('createKernel start-up with corrupt storage', () => {
  it('removes a 4 MB junk value under a gangway key once it has been read (start-up, or the first open for recent wallets)', async () => {
    const junk = `[${'x'.repeat(4 * 1024 * 1024)}`
    const storage = createMemoryStorage({
      '@gangway/recentWallets': junk,
      '@gangway/connectionStatus': junk,
      '@gangway/activeNetworkId': '"javascript:alert(1)"',
      'host/own': junk,
    })
    const gangway = start(storage)
    await gangway.ready
    expect(storage.map.has('@gangway/connectionStatus')).toBe(false)
    await gangway.open()
    expect(storage.map.has('@gangway/recentWallets')).toBe(false)
    expect(storage.map.has('@gangway/connectionStatus')).toBe(false)
    expect(storage.map.has('@gangway/activeNetworkId')).toBe(false)
    expect(storage.map.get('host/own')).toBe(junk)
    expect(gangway.stores.connectors.getState().recent).toEqual([])
  })

  it('puts recent wallets read back from storage into state only with safe links', async () => {
    const storage = createMemoryStorage({
      '@gangway/recentWallets': JSON.stringify([
        {
          id: 'evil',
          name: 'Evil',
          image_id: '../../x?y',
          mobile_link: 'javascript://%0awindow.__pwned=1//',
          desktop_link: ' \tjava\nscript:alert(1)',
          webapp_link: 'data:text/html,<script>alert(1)</script>',
        },
        { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow:', webapp_link: 'https://rainbow.example' },
      ]),
    })
    const gangway = start(storage)
    await gangway.open()
    expect(gangway.stores.connectors.getState().recent).toEqual([
      { id: 'evil', name: 'Evil' },
      { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow:', webapp_link: 'https://rainbow.example' },
    ])
  })
})
