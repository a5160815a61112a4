import { lazyMethods, type Network, type Plugin, type PluginContext } from '../../entries/plugin.js'
import { createDiscovery, type Discovery } from './createDiscovery.js'
import { createEip155Adapter, type Eip155Adapter } from './createEip155Adapter.js'
import type { Eip155Api } from './Eip155Api.js'
import type { Eip155PluginOptions } from './Eip155PluginOptions.js'
import type { Eip155Runtime } from './Eip155Runtime.js'

const page = () => (typeof window === 'undefined' ? undefined : window)

interface Live {
  readonly ctx: PluginContext
  readonly chain: Eip155Adapter
}

/** The actions and balance reader over one instance's connection (`live`), viem loaded on first use. */
function createInstanceApi(
  options: Eip155PluginOptions,
  live: () => Live | undefined,
): { readonly api: Eip155Api; readonly getBalance: NonNullable<Eip155Adapter['adapter']['getBalance']> } {
  const runtime: Eip155Runtime = {
    connection: () => live()?.chain.connection(),
    network(): Network | undefined {
      const current = live()
      if (!current) return undefined
      const { configured, active } = current.ctx.stores.networks.getState()
      const chainId = current.chain.connection()?.chainId
      const wanted = chainId === undefined ? active.eip155 : `eip155:${chainId}`
      return configured.find((network) => network.caipNetworkId === wanted)
    },
    config: () => live()?.ctx.config,
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
    getProvider: () => live()?.chain.connection()?.provider,
  }
  return { api, getBalance }
}

/**
 * Creates the eip155 chain plugin: EIP-6963 discovery and the reconnect path eagerly, viem actions on first use.
 * The plugin object may serve several Gangway instances (the playground recreates one when a setting changes,
 * and the old one is torn down after the new one is set up): each instance signs and sends through its own
 * connection (its API is provided per instance); the static `api` follows the instance set up last.
 */
export function createEip155Plugin(options: Eip155PluginOptions = {}): Plugin<'eip155', Eip155Api> {
  let latest: Live | undefined
  const { api } = createInstanceApi(options, () => latest)
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
      let mine: Live | undefined
      const own = createInstanceApi(options, () => mine)
      const chain = createEip155Adapter({
        discovery,
        registered: (id) =>
          ctx.stores.connectors
            .getState()
            .connectors.find((item) => item.chain === 'eip155' && item.id === id),
        storedName: (id) => ctx.stores.connectors.getState().recent.find((entry) => entry.id === id)?.name,
        session: ctx.session,
        api: own.api,
        getBalance: own.getBalance,
        announceTimeoutMs: options.announceTimeoutMs ?? 1_000,
        revokeTimeoutMs: 1_000,
      })
      mine = { ctx, chain }
      latest = mine
      ctx.provideApi(own.api)
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
        if (latest === mine) latest = undefined
        mine = undefined
      }
    },
  }
}
