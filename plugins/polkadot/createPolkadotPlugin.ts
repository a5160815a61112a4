import { lazyMethods, type Plugin } from '../../entries/plugin.js'
import { createPolkadotAdapter, type PolkadotAdapter } from './createPolkadotAdapter.js'
import { createPolkadotDiscovery } from './createPolkadotDiscovery.js'
import type { PolkadotApi } from './PolkadotApi.js'
import type { PolkadotPluginOptions } from './PolkadotPluginOptions.js'
import type { PolkadotRuntime } from './PolkadotRuntime.js'

const injectedWeb3 = () =>
  typeof window === 'undefined' ? undefined : (window as Window & { injectedWeb3?: unknown }).injectedWeb3

/** The actions over one instance's connection (`live`), @polkadot/* loaded on first use. */
function createInstanceApi(
  options: PolkadotPluginOptions,
  live: () => PolkadotAdapter | undefined,
): PolkadotApi {
  const runtime: PolkadotRuntime = {
    connection: () => live()?.connection(),
    requestTimeoutMs: options.requestTimeoutMs ?? 120_000,
  }
  const api: PolkadotApi = {
    getWallet() {
      const connection = live()?.connection()
      if (!connection) return undefined
      const { wallet } = connection
      return {
        name: connection.name,
        address: connection.address,
        caipNetworkId: connection.caipNetworkId,
        ...(wallet.kind === 'injected' ? { injected: wallet.injected } : { provider: wallet.provider }),
      }
    },
    ...lazyMethods(
      () =>
        import('./createPolkadotActions.js').then(({ createPolkadotActions }) =>
          createPolkadotActions(runtime),
        ),
      ['signMessage'],
    ),
  }
  return api
}

/**
 * Creates the polkadot chain plugin: window.injectedWeb3 discovery and the reconnect path eagerly, @polkadot/* on
 * connect and sign. Each Gangway instance using the plugin object signs through its own connection (its API is
 * provided per instance); the static `api` follows the instance set up last.
 */
export function createPolkadotPlugin(options: PolkadotPluginOptions = {}): Plugin<'polkadot', PolkadotApi> {
  let latest: PolkadotAdapter | undefined
  const api = createInstanceApi(options, () => latest)
  return {
    name: 'polkadot',
    kind: 'chain',
    api,
    setup(ctx) {
      const discovery = createPolkadotDiscovery(injectedWeb3)
      let mine: PolkadotAdapter | undefined
      const own = createInstanceApi(options, () => mine)
      const chain = createPolkadotAdapter({
        discovery,
        session: ctx.session,
        api: own,
        networks: () =>
          ctx.stores.networks.getState().configured.filter((item) => item.chainNamespace === 'polkadot'),
        remote: (id) =>
          ctx.stores.connectors
            .getState()
            .connectors.find(
              (item) => item.id === id && item.chain === 'polkadot' && item.type === 'WALLET_CONNECT',
            ),
        appName: () => options.appName ?? ctx.config.metadata?.name ?? 'Gangway',
        enableTimeoutMs: options.enableTimeoutMs ?? 120_000,
        reconnectTimeoutMs: options.reconnectTimeoutMs ?? 1_500,
        registerTimeoutMs: options.registerTimeoutMs ?? 1_000,
      })
      mine = chain
      latest = chain
      ctx.provideApi(own)
      ctx.registerChain(chain.adapter)
      const publish = () =>
        ctx.setConnectors(
          discovery.list().map((wallet) => ({
            id: wallet.id,
            name: wallet.name,
            type: 'injected',
            chain: 'polkadot',
            ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
            ...(wallet.rdns ? { info: { rdns: wallet.rdns } } : {}),
            provider: wallet.source,
          })),
        )
      publish()
      const off = discovery.subscribe(publish)
      return () => {
        off()
        discovery.stop()
        chain.dispose()
        if (latest === chain) latest = undefined
        mine = undefined
      }
    },
  }
}
