import type { ChainAdapter } from '../plugin/ChainAdapter.js'
import type { PluginContext } from '../plugin/PluginContext.js'
import type { SessionReporter } from '../plugin/SessionReporter.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ModalController } from './createModalController.js'
import type { PluginRuntime } from './createPluginRuntime.js'
import type { KernelCore } from './KernelCore.js'
import { kernelTimings } from './kernelTimings.js'

export interface RuntimeHandle {
  /** Imports and creates the plugin runtime (host, loader, session) once. */
  load(): Promise<PluginRuntime>
  current(): PluginRuntime | undefined
  chain(namespace: ChainNamespace): ChainAdapter | undefined
  /** Forwards chain plugins' wallet events to the session once it exists. */
  readonly reporter: SessionReporter
}

/** The page-start handle on the lazy plugin runtime chunk. */
export function createRuntimeHandle(
  core: KernelCore,
  modal: () => ModalController | undefined,
  open: PluginContext['open'],
): RuntimeHandle {
  const { config, stores, views, events, log, notify, persistence } = core
  let loaded: PluginRuntime | undefined
  let loading: Promise<PluginRuntime> | undefined
  const reporter: SessionReporter = {
    accountsChanged: (ns, accounts) => loaded?.session.accountsChanged(ns, accounts),
    chainChanged: (ns, id) => loaded?.session.chainChanged(ns, id),
    disconnected: (ns) => loaded?.session.disconnected(ns),
    update: (ns, patch) => loaded?.session.update(ns, patch),
    refreshBalance: (ns) => void loaded?.session.refreshBalance(ns, { force: true }),
    rememberWallet: (wallet) => loaded?.session.rememberWallet(wallet),
  }
  const load = () =>
    (loading ??= Promise.all([
      import('./createPluginRuntime.js'),
      core.options.featureLoaders?.().catch((error: unknown) => {
        log.error('the feature plugins could not be loaded', error)
        return []
      }) ?? [],
    ]).then(([{ createPluginRuntime }, featureLoaders]) => {
      core.loaders.push(...featureLoaders)
      loaded = createPluginRuntime(
        {
          config,
          stores,
          views,
          events,
          log,
          navigate: (...args) => modal()?.navigate(...args),
          open,
          notify,
          session: reporter,
        },
        core.loaders,
        {
          stores,
          events,
          persistence,
          log,
          notify,
          balanceCacheMs: kernelTimings.balanceCacheMs,
          balanceRetryBlockMs: kernelTimings.balanceRetryBlockMs,
          reconnectTimeoutMs: kernelTimings.reconnectTimeoutMs,
        },
        {
          open,
          replace: (view) => modal()?.navigate(view, undefined, { replace: true }),
        },
      )
      return loaded
    }))
  return { load, current: () => loaded, chain: (namespace) => loaded?.host.chain(namespace), reporter }
}
