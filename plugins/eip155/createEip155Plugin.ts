import { lazyMethods, type Network, type Plugin, type PluginContext } from '../../entries/plugin.js'
import { createDiscovery, type Discovery } from './createDiscovery.js'
import { createEip155Adapter, type Eip155Adapter } from './createEip155Adapter.js'
import type { Eip155Api } from './Eip155Api.js'
import type { Eip155PluginOptions } from './Eip155PluginOptions.js'
import type { Eip155Runtime } from './Eip155Runtime.js'

const page = () => (typeof window === 'undefined' ? undefined : window)

/** Creates the eip155 chain plugin: EIP-6963 discovery and the reconnect path eagerly, viem actions on first use. */
export function createEip155Plugin(options: Eip155PluginOptions = {}): Plugin<'eip155', Eip155Api> {
  let live: { readonly ctx: PluginContext; readonly chain: Eip155Adapter } | undefined
  const runtime: Eip155Runtime = {
    connection: () => live?.chain.connection(),
    network(): Network | undefined {
      if (!live) return undefined
      const { configured, active } = live.ctx.stores.networks.getState()
      const chainId = live.chain.connection()?.chainId
      const wanted = chainId === undefined ? active.eip155 : `eip155:${chainId}`
      return configured.find((network) => network.caipNetworkId === wanted)
    },
    config: () => live?.ctx.config,
    rpcTimeoutMs: options.rpcTimeoutMs ?? 10_000,
  }
  const { getBalance } = lazyMethods(
    () => import('./createBalanceReader.js').then(({ createBalanceReader }) => createBalanceReader(runtime)),
    ['getBalance'],
  )
  const api: Eip155Api = {
    ...lazyMethods(
      () =>
        import('./createEip155Actions.js').then(({ createEip155Actions }) => createEip155Actions(runtime)),
      [
        'signMessage',
        'sendTransaction',
        'transferToken',
        'approveToken',
        'estimateGas',
        'getCapabilities',
        'sendCalls',
        'waitForReceipt',
        'request',
      ],
    ),
    getProvider: () => live?.chain.connection()?.provider,
  }
  return {
    name: 'eip155',
    kind: 'chain',
    api,
    setup(ctx) {
      const win = page() as (Window & { ethereum?: unknown }) | undefined
      const discovery: Discovery = createDiscovery({
        providers: options.providers,
        target: options.target === undefined ? win : (options.target ?? undefined),
        injected: options.injected ?? (() => win?.ethereum),
      })
      const chain = createEip155Adapter({
        discovery,
        registered: (id) =>
          ctx.stores.connectors
            .getState()
            .connectors.find((item) => item.chain === 'eip155' && item.id === id),
        storedName: (id) => ctx.stores.connectors.getState().recent.find((entry) => entry.id === id)?.name,
        session: ctx.session,
        api,
        getBalance,
        announceTimeoutMs: options.announceTimeoutMs ?? 1_000,
        revokeTimeoutMs: 1_000,
      })
      live = { ctx, chain }
      ctx.registerChain(chain.adapter)
      const publish = () =>
        ctx.setConnectors(
          discovery.list().map((wallet) => ({
            id: wallet.id,
            name: wallet.name,
            type: wallet.type,
            chain: 'eip155',
            ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
            ...(wallet.rdns ? { info: { rdns: wallet.rdns } } : {}),
            provider: wallet.provider,
          })),
        )
      publish()
      const off = discovery.subscribe(publish)
      return () => {
        off()
        discovery.stop()
        chain.dispose()
        if (live?.chain === chain) live = undefined
      }
    },
  }
}
