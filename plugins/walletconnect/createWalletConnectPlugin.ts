import type { ChainNamespace, Plugin } from '../../entries/plugin.js'
import { createProviderBridge, type ProviderBridge } from './createProviderBridge.js'
import type { PairingRuntime } from './PairingRuntime.js'
import { initialPairingState, type PairingState } from './PairingState.js'
import type { WalletConnectApi } from './WalletConnectApi.js'
import type { WalletConnectPluginOptions } from './WalletConnectPluginOptions.js'

/** Namespaces WalletConnect pairs for; the chain adapter of each drives the session through its JSON-RPC (namespaceRpc.ts). */
const SERVED: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'cosmos', 'bip122']

interface Live {
  readonly store: NonNullable<WalletConnectApi['store']>
  readonly served: readonly ChainNamespace[]
  runtime?: PairingRuntime
  loading?: Promise<PairingRuntime>
}

/** The API over one instance's pairing store and runtime (`live`). */
function createInstanceApi(live: () => Live | undefined): WalletConnectApi {
  const api: WalletConnectApi = {
    get store() {
      return live()?.store
    },
    namespaces: (preferred) => {
      const served = live()?.served ?? []
      return preferred && served.includes(preferred)
        ? [preferred, ...served.filter((namespace) => namespace !== preferred)]
        : served
    },
    sessionNamespaces: () => live()?.runtime?.sessionNamespaces() ?? [],
    choose: (wallet) => live()?.store.setState(wallet ? { wallet } : { wallet: undefined }),
    linked: (linking) => live()?.store.setState({ linking }),
    cancel: (message) =>
      void live()?.loading?.then(
        (runtime) => runtime.cancel(message),
        () => undefined,
      ),
  }
  return api
}

/**
 * Creates the WalletConnect plugin: a 'walletConnect' connector per served namespace whose provider
 * is a bridge to one WalletConnect session, the pairing views, and the pairing store. The universal
 * provider is imported only when a bridge is first asked (pairing starts or a stored session is restored).
 */
export function createWalletConnectPlugin(
  options: WalletConnectPluginOptions = {},
): Plugin<'walletconnect', WalletConnectApi> {
  let latest: Live | undefined
  const api = createInstanceApi(() => latest)
  return {
    name: 'walletconnect',
    kind: 'feature',
    api,
    messages: {
      en: () => import('./messages/en.js').then((module) => module.en),
      de: () => import('./messages/de.js').then((module) => module.de),
    },
    views: [
      {
        id: 'ConnectingWalletConnect',
        title: 'walletconnect.title',
        load: () => import('./ConnectingWalletConnectView.js'),
      },
      {
        id: 'ConnectingWalletConnectBasic',
        title: 'walletconnect.basic.title',
        load: () => import('./ConnectingWalletConnectBasicView.js'),
      },
    ],
    setup(ctx) {
      const store = ctx.createStore<PairingState>('pairing', () => initialPairingState)
      const served = SERVED.filter((namespace) =>
        ctx.config.networks.some((network) => network.chainNamespace === namespace),
      )
      const state: Live = { store, served }
      latest = state
      ctx.provideApi(createInstanceApi(() => state))
      const bridges = new Map<ChainNamespace, ProviderBridge>()
      const runtime = () =>
        (state.loading ??= import('./createPairingRuntime.js').then(({ createPairingRuntime }) => {
          state.runtime = createPairingRuntime({
            ctx,
            store,
            namespaces: served,
            storage: options.storage,
            emit: (namespace, event, ...args) => bridges.get(namespace)?.emit(event, ...args),
          })
          return state.runtime
        }))
      for (const namespace of served) bridges.set(namespace, createProviderBridge(namespace, runtime))
      ctx.registerConnectors(
        served.map((namespace) => ({
          id: 'walletConnect',
          name: 'WalletConnect',
          type: 'WALLET_CONNECT' as const,
          chain: namespace,
          provider: bridges.get(namespace),
        })),
      )
      return async () => {
        if (latest === state) latest = undefined
        await (await state.loading?.catch(() => undefined))?.dispose()
      }
    },
  }
}
