import { toWalletEntry } from '../config/toWalletEntry.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import { modalClosed } from '../errors/messages/modalClosed.js'
import { createOwnPlugins } from '../plugin/createOwnPlugins.js'
import { createPluginHost } from '../plugin/createPluginHost.js'
import { createPluginLoader, type PluginLoaderControl } from '../plugin/createPluginLoader.js'
import type { PluginLoader } from '../plugin/Plugin.js'
import type { PluginHost } from '../plugin/PluginHost.js'
import type { PluginHostDeps } from '../plugin/PluginHostDeps.js'
import { unsupportedNetworkPlaceholder } from '../router/unsupportedNetworkPlaceholder.js'
import { activeAccount } from '../store/activeAccount.js'
import type { WalletEntry } from '../types/Connector.js'
import type { ViewId } from '../types/ViewRegistry.js'
import { chooseNetworkSwitchView } from './chooseNetworkSwitchView.js'
import { createSession, type Session, type SessionDeps } from './createSession.js'
import { createWalletRequests, type WalletRequests } from './createWalletRequests.js'
import type { KernelPersistence } from './KernelPersistence.js'

export interface PluginRuntime {
  readonly host: PluginHost
  readonly loader: PluginLoaderControl
  /** Sets up the host's own plugins that are due (createOwnPlugins). */
  readonly installOwn: ReturnType<typeof createOwnPlugins>
  /** Fetches the first open's code: the plugins the modal loads, then `view` (default: Account if connected, else Connect). */
  /** The first open's code; `account`: also the feature plugins that serve a connected account. */
  prefetch(view: ViewId | undefined, account: boolean): void
  readonly session: Session
  readonly requests: WalletRequests
}

/**
 * The plugin host, loader and connection session: their own chunk, fetched only when a plugin is about
 * to be set up (a reconnect is due, the host passed a plugin, or the modal opens).
 */
export function createPluginRuntime(
  deps: PluginHostDeps,
  loaders: readonly PluginLoader[],
  sessionDeps: Omit<SessionDeps, 'chain' | 'onUnsupportedNetwork' | 'onRestored'>,
  ui: {
    readonly open: (request: { readonly view: 'UnsupportedChain' }) => unknown
    readonly replace: (view: ViewId) => void
  },
): PluginRuntime {
  const host = createPluginHost(deps)
  const { config, stores } = deps
  const safeRecent = (list: readonly WalletEntry[]) => list.flatMap((entry) => toWalletEntry(entry) ?? [])
  const stored = sessionDeps.persistence
  const persistence: KernelPersistence = {
    ...stored,
    recentWallets: () => safeRecent(stored.recentWallets()),
    addRecentWallet: (wallet) => safeRecent(stored.addRecentWallet(wallet)),
  }
  stores.connectors.setState({ recent: persistence.recentWallets() })
  const session = createSession({
    ...sessionDeps,
    persistence,
    chain: (namespace) => host.chain(namespace),
    onUnsupportedNetwork(namespace, caipNetworkId) {
      if (stores.networks.getState().activeNamespace !== namespace) return
      const choice = chooseNetworkSwitchView(stores, config, unsupportedNetworkPlaceholder(caipNetworkId))
      if (choice.view === 'UnsupportedChain') ui.open({ view: 'UnsupportedChain' })
    },
    onRestored() {
      const { open, history } = stores.modal.getState()
      if (open && history.at(-1)?.view === 'Connect') ui.replace('Account')
    },
  })
  stores.modal.subscribe((state, previous) => {
    if (previous.open && !state.open) session.abandon(new ConnectionError(modalClosed))
  })
  const loader = createPluginLoader(host, loaders, deps.events, deps.log)
  return {
    host,
    loader,
    installOwn: createOwnPlugins(host),
    prefetch(view, account) {
      const { features } = stores.features.getState()
      const namespaces = new Set(config.networks.map((network) => network.chainNamespace))
      loader.prefetch(
        { features, namespaces, shell: true, account },
        {
          view: view ?? (activeAccount(stores)?.address ? 'Account' : 'Connect'),
          locale: stores.appearance.getState().locale,
        },
      )
    },
    session,
    requests: createWalletRequests(stores, host.chain, (namespace) => deps.session.refreshBalance(namespace)),
  }
}
