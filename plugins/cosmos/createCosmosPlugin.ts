import { lazyMethods, type Plugin } from '../../entries/plugin.js'
import type { CosmosApi } from './CosmosApi.js'
import type { CosmosNetwork } from './CosmosNetwork.js'
import type { CosmosPluginOptions } from './CosmosPluginOptions.js'
import type { CosmosRuntime } from './CosmosRuntime.js'
import { type CosmosAdapter, createCosmosAdapter } from './createCosmosAdapter.js'
import { createDiscovery } from './createDiscovery.js'

type Page = Window & { keplr?: unknown; leap?: unknown }

const page = () => (typeof window === 'undefined' ? undefined : (window as Page))

/** The actions over one instance's connection (`live`), signing code loaded on first use. */
function createInstanceApi(promptTimeoutMs: number, live: () => CosmosAdapter | undefined): CosmosApi {
  const runtime: CosmosRuntime = { connection: () => live()?.connection(), promptTimeoutMs }
  const api: CosmosApi = {
    getWallet() {
      const connection = live()?.connection()
      if (!connection) return undefined
      const { wallet, account, network } = connection
      return {
        name: wallet.name,
        type: wallet.type,
        wallet: wallet.wallet,
        address: account.address,
        publicKey: account.publicKey,
        chainId: network.id,
      }
    },
    ...lazyMethods(
      () =>
        import('./createCosmosActions.js').then(({ createCosmosActions }) => createCosmosActions(runtime)),
      ['signMessage', 'request'],
    ),
  }
  return api
}

/**
 * Creates the cosmos chain plugin: Keplr-compatible discovery, connect and reconnect eagerly, signing actions on
 * first use. Each Gangway instance using the plugin object signs through its own connection (its API is provided
 * per instance); the static `api` follows the instance set up last.
 */
export function createCosmosPlugin(options: CosmosPluginOptions = {}): Plugin<'cosmos', CosmosApi> {
  let latest: CosmosAdapter | undefined
  const promptTimeoutMs = options.promptTimeoutMs ?? 300_000
  const api = createInstanceApi(promptTimeoutMs, () => latest)
  return {
    name: 'cosmos',
    kind: 'chain',
    api,
    setup(ctx) {
      const win = page()
      const target = options.target === undefined ? win : (options.target ?? undefined)
      const discovery = createDiscovery({
        injected: options.injected ?? (() => ({ keplr: win?.keplr, leap: win?.leap })),
        target,
      })
      let mine: CosmosAdapter | undefined
      const ownApi = createInstanceApi(promptTimeoutMs, () => mine)
      const own = createCosmosAdapter({
        discovery,
        find: async (id) =>
          discovery.find(id) ?? (await import('./findRegisteredWallet.js')).findRegisteredWallet(ctx, id),
        session: ctx.session,
        api: ownApi,
        networks: () =>
          ctx.stores.networks
            .getState()
            .configured.filter((item) => item.chainNamespace === 'cosmos') as CosmosNetwork[],
        target,
        promptTimeoutMs,
        readTimeoutMs: options.readTimeoutMs ?? 10_000,
        registerTimeoutMs: options.registerTimeoutMs ?? 1_000,
      })
      mine = own
      latest = own
      ctx.provideApi(ownApi)
      ctx.registerChain(own.adapter)
      const publish = () =>
        ctx.setConnectors(
          discovery.list().map((wallet) => ({
            id: wallet.id,
            name: wallet.name,
            type: 'injected',
            chain: 'cosmos',
            ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
            ...(wallet.rdns ? { info: { rdns: wallet.rdns } } : {}),
            provider: wallet.wallet,
          })),
        )
      publish()
      const off = discovery.subscribe(publish)
      return () => {
        off()
        discovery.stop()
        own.dispose()
        if (latest === own) latest = undefined
        mine = undefined
      }
    },
  }
}
