import { lazyMethods, type Plugin } from '../../entries/plugin.js'
import type { CosmosApi } from './CosmosApi.js'
import type { CosmosNetwork } from './CosmosNetwork.js'
import type { CosmosPluginOptions } from './CosmosPluginOptions.js'
import type { CosmosRuntime } from './CosmosRuntime.js'
import { type CosmosAdapter, createCosmosAdapter } from './createCosmosAdapter.js'
import { createDiscovery } from './createDiscovery.js'

type Page = Window & { keplr?: unknown; leap?: unknown }

const page = () => (typeof window === 'undefined' ? undefined : (window as Page))

/** Creates the cosmos chain plugin: Keplr-compatible discovery, connect and reconnect eagerly, signing actions on first use. */
export function createCosmosPlugin(options: CosmosPluginOptions = {}): Plugin<'cosmos', CosmosApi> {
  let chain: CosmosAdapter | undefined
  const promptTimeoutMs = options.promptTimeoutMs ?? 300_000
  const runtime: CosmosRuntime = { connection: () => chain?.connection(), promptTimeoutMs }
  const api: CosmosApi = {
    getWallet() {
      const connection = chain?.connection()
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
      const own = createCosmosAdapter({
        discovery,
        find: async (id) =>
          discovery.find(id) ?? (await import('./findRegisteredWallet.js')).findRegisteredWallet(ctx, id),
        session: ctx.session,
        api,
        networks: () =>
          ctx.stores.networks
            .getState()
            .configured.filter((item) => item.chainNamespace === 'cosmos') as CosmosNetwork[],
        target,
        promptTimeoutMs,
        readTimeoutMs: options.readTimeoutMs ?? 10_000,
        registerTimeoutMs: options.registerTimeoutMs ?? 1_000,
      })
      chain = own
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
        if (chain === own) chain = undefined
      }
    },
  }
}
