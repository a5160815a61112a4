import {
  type Connector,
  lazyMethods,
  type Network,
  type Plugin,
  type PluginContext,
} from '../../entries/plugin.js'
import { createDiscovery, type Discovery } from './createDiscovery.js'
import { createSolanaAdapter, type SolanaAdapter } from './createSolanaAdapter.js'
import type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'
import type { SolanaApi } from './SolanaApi.js'
import type { SolanaPluginOptions } from './SolanaPluginOptions.js'
import type { SolanaRuntime } from './SolanaRuntime.js'
import { walletChain } from './walletChain.js'

const page = () => (typeof window === 'undefined' ? undefined : window)

const injectedDefault =
  (win: (Window & { phantom?: { solana?: unknown }; solana?: unknown }) | undefined) => () =>
    win?.phantom?.solana ?? win?.solana

interface Live {
  readonly ctx: PluginContext
  readonly chain: SolanaAdapter
}

/** The actions and balance reader over one instance's connection (`live`), @solana/web3.js loaded on first use. */
function createInstanceApi(options: SolanaPluginOptions, live: () => Live | undefined) {
  const network = (): Network | undefined => {
    const current = live()
    if (!current) return undefined
    const { configured, active } = current.ctx.stores.networks.getState()
    const wanted = current.chain.connection()?.caipNetworkId ?? active.solana
    return configured.find((item) => item.caipNetworkId === wanted)
  }
  const runtime: SolanaRuntime = {
    connection: () => live()?.chain.connection(),
    network,
    refreshBalance: () => live()?.ctx.session.refreshBalance('solana'),
    config: () => live()?.ctx.config,
    rpcTimeoutMs: options.rpcTimeoutMs ?? 10_000,
  }
  const { getBalance } = lazyMethods(
    () =>
      import('./createSolBalanceReader.js').then(({ createSolBalanceReader }) =>
        createSolBalanceReader(runtime),
      ),
    ['getBalance'],
  )
  const api: SolanaApi = {
    getWallet() {
      const connection = live()?.chain.connection()
      if (!connection) return undefined
      const { wallet } = connection
      const active = network()
      return {
        name: wallet.name,
        type: wallet.type,
        wallet: wallet.standard ?? wallet.injected,
        address: connection.address,
        chain: active && wallet.standard ? walletChain(active, wallet.standard.chains) : undefined,
      }
    },
    signIn: (input) =>
      import('./signInWithWallet.js').then((module) => module.signInWithWallet(runtime, input)),
    ...lazyMethods(
      () =>
        import('./createSolanaActions.js').then(({ createSolanaActions }) => createSolanaActions(runtime)),
      [
        'signMessage',
        'signTransaction',
        'sendTransaction',
        'sendSol',
        'transferToken',
        'getTokenBalance',
        'confirmTransaction',
        'request',
      ],
    ),
  }
  return { api, getBalance }
}

/**
 * Creates the solana chain plugin: Wallet Standard discovery and the reconnect path eagerly, @solana/web3.js
 * actions on first use. Each Gangway instance using the plugin object acts through its own connection (its API
 * is provided per instance); the static `api` follows the instance set up last.
 */
export function createSolanaPlugin(options: SolanaPluginOptions = {}): Plugin<'solana', SolanaApi> {
  let latest: Live | undefined
  const { api } = createInstanceApi(options, () => latest)
  return {
    name: 'solana',
    kind: 'chain',
    api,
    setup(ctx) {
      const win = page() as (Window & { phantom?: { solana?: unknown }; solana?: unknown }) | undefined
      const discovery: Discovery = createDiscovery({
        wallets: options.wallets,
        target: options.target === undefined ? win : (options.target ?? undefined),
        injected: options.injected ?? injectedDefault(win),
      })
      const identifier = (wallet: DiscoveredSolanaWallet) =>
        ctx.stores.connectors
          .getState()
          .connectors.find(
            (item) =>
              item.chain !== 'solana' &&
              item.info?.rdns &&
              item.name.toLowerCase() === wallet.name.toLowerCase(),
          )?.info?.rdns
      let mine: Live | undefined
      const own = createInstanceApi(options, () => mine)
      const chain = createSolanaAdapter({
        discovery,
        find: async (id) =>
          discovery.find(id) ?? (await import('./findRegisteredWallet.js')).findRegisteredWallet(ctx, id),
        session: ctx.session,
        api: own.api,
        networks: () =>
          ctx.stores.networks.getState().configured.filter((item) => item.chainNamespace === 'solana'),
        identifier,
        getBalance: own.getBalance,
        registerTimeoutMs: options.registerTimeoutMs ?? 1_000,
        disconnectTimeoutMs: 1_000,
      })
      mine = { ctx, chain }
      latest = mine
      ctx.provideApi(own.api)
      ctx.registerChain(chain.adapter)
      let publishing = false
      const publish = () => {
        if (publishing) return
        const connectors: Connector[] = discovery.list().map((wallet) => {
          const rdns = identifier(wallet)
          return {
            id: wallet.id,
            name: wallet.name,
            type: wallet.type,
            chain: 'solana',
            ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
            ...(rdns ? { info: { rdns } } : {}),
            provider: wallet.standard ?? wallet.injected,
          }
        })
        publishing = true
        try {
          ctx.setConnectors(connectors)
        } finally {
          publishing = false
        }
      }
      publish()
      const offDiscovery = discovery.subscribe(publish)
      const offConnectors = ctx.stores.connectors.subscribe(publish)
      return () => {
        offConnectors()
        offDiscovery()
        discovery.stop()
        chain.dispose()
        if (latest === mine) latest = undefined
        mine = undefined
      }
    },
  }
}
