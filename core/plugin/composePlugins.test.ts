import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { createKernel } from '../createKernel.js'
import { ConfigError } from '../errors/ConfigError.js'
import type { Gangway } from '../Gangway.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import type { Network } from '../types/Network.js'
import { composePlugins } from './composePlugins.js'
import { definePlugin } from './definePlugin.js'
import type { PluginLoader } from './Plugin.js'

const sol: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  vi.restoreAllMocks()
})

function kernel(config: Partial<GangwayConfig>) {
  const gangway = createKernel(
    { projectId: 'test', networks: [devnetA], remoteConfig: false, ...config } as GangwayConfig,
    {
      env: { origin: 'http://localhost:5173', isMobile: () => false },
    },
  )
  made.push(gangway)
  return gangway
}

/** A host loader for the test chain plugin under the eip155 namespace, counting its imports. */
function chainLoader(wallet = createTestWallet()) {
  const load = vi.fn(async () => ({ default: createTestChainPlugin(wallet) }))
  const loader: PluginLoader = { name: 'test-eip155', trigger: { namespace: 'eip155' }, load }
  return { loader, load }
}

describe('composePlugins', () => {
  it('keeps plugin objects and loaders apart, in the host order', () => {
    const plugin = definePlugin({ name: 'a', kind: 'feature', setup() {} })
    const { loader } = chainLoader()
    expect(composePlugins([loader, plugin])).toEqual({ plugins: [plugin], loaders: [loader] })
  })
})

describe('a host loader in config.plugins', () => {
  it('is imported only when its namespace is wanted (the modal opens), then serves the namespace', async () => {
    const { loader, load } = chainLoader()
    const gangway = kernel({ plugins: [loader] })
    await gangway.ready
    expect(load).not.toHaveBeenCalled()
    await gangway.open()
    expect(load).toHaveBeenCalled()
    await gangway.connect('test-wallet', 'eip155')
    expect(gangway.getState().account?.status).toBe('connected')
  })

  it('is imported at page start when a stored connection of its namespace is due for reconnect', async () => {
    const { loader, load } = chainLoader(createTestWallet({ authorised: true }))
    const store = createMemoryStorage()
    const first = kernel({ plugins: [loader], storage: store })
    await first.open()
    await first.connect('test-wallet', 'eip155')
    expect(first.getState().account?.status).toBe('connected')
    load.mockClear()
    const second = kernel({ plugins: [loader], storage: store })
    await second.ready
    expect(load).toHaveBeenCalledOnce()
    expect(second.getState().account?.status).toBe('connected')
  })

  it('reports a configured namespace no chain plugin serves, once, naming the plugin to add', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { loader } = chainLoader()
    const gangway = kernel({ networks: [devnetA, sol], plugins: [loader] })
    const warnings: unknown[] = []
    gangway.events.on('CONFIG_WARNING', (warning) => warnings.push(warning))
    await gangway.open()
    gangway.close()
    await gangway.open()
    const message =
      'networks has solana networks but no solana plugin: add solana from gangway/plugins/solana to plugins'
    expect(warnings).toEqual([{ message, details: { namespace: 'solana', error: expect.any(ConfigError) } }])
    const configError = (warnings[0] as { details: { error: ConfigError } }).details.error
    expect(configError.message).toBe('Namespace is not configured')
    expect(configError.details).toBe(message)
    expect(error).toHaveBeenCalledWith('[gangway]', 'Namespace is not configured', configError)
  })

  it('reports nothing when a plugin object serves the namespace', async () => {
    const gangway = kernel({ plugins: [createTestChainPlugin(createTestWallet())] })
    const warnings: unknown[] = []
    gangway.events.on('CONFIG_WARNING', (warning) => warnings.push(warning))
    await gangway.open()
    expect(warnings).toEqual([])
  })
})

describe('a host loader given to use()', () => {
  it('joins the loaders: imported when its namespace is wanted, then serves it', async () => {
    const { loader, load } = chainLoader()
    const gangway = kernel({})
    await gangway.ready
    await gangway.use(loader)
    expect(load).not.toHaveBeenCalled()
    await gangway.open()
    expect(load).toHaveBeenCalled()
    await gangway.connect('test-wallet', 'eip155')
    expect(gangway.getState().account?.status).toBe('connected')
  })

  it('is imported at once when the modal is already open', async () => {
    const { loader, load } = chainLoader()
    const gangway = kernel({})
    await gangway.open()
    await gangway.use(loader)
    expect(load).toHaveBeenCalledOnce()
    await gangway.connect('test-wallet', 'eip155')
    expect(gangway.getState().account?.status).toBe('connected')
  })
})
