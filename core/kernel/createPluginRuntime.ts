import { createPluginHost, type PluginHostDeps } from '../plugin/createPluginHost.js'
import { createPluginLoader, type PluginLoaderControl } from '../plugin/createPluginLoader.js'
import type { PluginLoader } from '../plugin/Plugin.js'
import type { PluginHost } from '../plugin/PluginHost.js'
import { unsupportedNetworkPlaceholder } from '../router/unsupportedNetworkPlaceholder.js'
import type { ViewId } from '../types/ViewRegistry.js'
import { chooseNetworkSwitchView } from './chooseNetworkSwitchView.js'
import { createSession, type Session, type SessionDeps } from './createSession.js'

export interface PluginRuntime {
  readonly host: PluginHost
  readonly loader: PluginLoaderControl
  readonly session: Session
}

/**
 * The plugin host, loader and connection session: their own chunk, fetched only when a plugin is about
 * to be set up (a reconnect is due, the host passed a plugin, or the modal opens).
 */
export function createPluginRuntime(
  deps: PluginHostDeps,
  loaders: readonly PluginLoader[],
  sessionDeps: Omit<SessionDeps, 'chain' | 'onUnsupportedNetwork'>,
  open: (view: ViewId) => void,
): PluginRuntime {
  const host = createPluginHost(deps)
  const { config, stores } = deps
  const session = createSession({
    ...sessionDeps,
    chain: (namespace) => host.chain(namespace),
    onUnsupportedNetwork(namespace, caipNetworkId) {
      if (stores.networks.getState().activeNamespace !== namespace) return
      const choice = chooseNetworkSwitchView(stores, config, unsupportedNetworkPlaceholder(caipNetworkId))
      if (choice.view === 'UnsupportedChain') open('UnsupportedChain')
    },
  })
  return { host, loader: createPluginLoader(host, loaders, deps.events), session }
}
