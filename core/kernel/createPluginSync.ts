import { composePlugins } from '../plugin/composePlugins.js'
import type { Plugin, PluginLoader } from '../plugin/Plugin.js'
import { emptyAccountState } from '../store/createAccountStore.js'
import type { RuntimeHandle } from './createRuntimeHandle.js'
import type { KernelCore } from './KernelCore.js'

export interface PluginSync {
  /** Loads the plugins the current demand wants (features, namespaces, shell) and tears down the others. */
  sync(): Promise<void>
  /** The modal was asked for: base views and feature plugins load from now on. */
  wantShell(): void
  shellWanted(): boolean
  /**
   * The modal showed a view, or one was asked for by name: plugins that serve a connected account load from now on
   * (the first call syncs once the shell is wanted).
   */
  wantAccount(): void
  /** Whether plugins that serve a connected account are wanted now (that, or a stored connection is due or made). */
  accountWanted(): boolean
  /** A plugin object is installed now; a loader joins the loaders, imported when its trigger is on. */
  use(plugin: Plugin | PluginLoader): Promise<void>
  /** Page start: marks the stored connections as connecting, loads their chain plugins and reconnects. */
  start(): Promise<void>
  /** The instance is destroyed: no sync loads anything from now on (one still queued wants nothing). */
  dispose(): void
}

/** Which plugins are installed when: the host's own (config.plugins, use) and the built-in loaders. */
export function createPluginSync(
  core: KernelCore,
  runtime: RuntimeHandle,
  plugins: readonly Plugin[],
  loaders: PluginLoader[],
): PluginSync {
  const { stores, persistence, namespaces } = core
  const own = [...plugins]
  // Checked and summed by the shell (connectRows): page-start code only keeps them.
  const countRows = () => stores.modal.setState({ connectRows: loaders.map((loader) => loader.connectRows) })
  countRows()
  let shell = false
  let account = false
  let disposed = false
  const dueConnections = () =>
    persistence.connections().filter((connection) => namespaces.has(connection.namespace))
  const reconnectDue = () => new Set(dueConnections().map((connection) => connection.namespace))
  // A stored connection (restored at start, or made since) counts as an account to serve.
  const accountWanted = () => account || dueConnections().length > 0
  const installOwn = async (force: boolean) => {
    if (own.length > 0) await (await runtime.load()).installOwn(own, force)
  }
  // Read when the loader's turn comes, not when sync is called: a start-up sync still waiting on a host plugin's
  // setup would otherwise run after the modal's and unload the chain plugins it had loaded (and their dependents).
  const demand = () => ({
    features: stores.features.getState().features,
    namespaces: disposed ? new Set<never>() : shell ? namespaces : reconnectDue(),
    connectors: new Set(disposed ? [] : dueConnections().map((connection) => connection.connectorId)),
    shell: shell && !disposed,
    account: accountWanted(),
  })
  const sync = async () => {
    if (disposed) return
    await installOwn(false)
    if (shell || reconnectDue().size > 0 || runtime.current())
      await (await runtime.load()).loader.sync(demand)
    await installOwn(shell)
  }
  return {
    sync,
    wantShell() {
      shell = true
    },
    shellWanted: () => shell,
    wantAccount() {
      if (account) return
      account = true
      if (shell) sync().catch((error: unknown) => core.log.error('plugin loading failed', error))
    },
    accountWanted,
    dispose() {
      disposed = true
    },
    async use(item) {
      const composed = composePlugins([item])
      loaders.push(...composed.loaders)
      countRows()
      own.push(...composed.plugins)
      await sync()
    },
    start() {
      const due = reconnectDue()
      for (const namespace of due)
        stores.accounts.setState({
          byNamespace: {
            ...stores.accounts.getState().byNamespace,
            [namespace]: { ...emptyAccountState, status: 'connecting' },
          },
        })
      return (async () => {
        await Promise.resolve()
        await sync()
        if (due.size > 0) await (await runtime.load()).session.reconnect()
      })().catch((error: unknown) => core.log.error('start-up failed', error))
    },
  }
}
