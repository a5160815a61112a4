import type { GangwayUi } from '../Gangway.js'
import type { PluginLoader } from '../plugin/Plugin.js'

export interface KernelOptions {
  /** Built-in plugins, each imported only when its trigger is on. */
  readonly loaders?: readonly PluginLoader[]
  /**
   * More built-in loaders, imported together with the plugin runtime (at the first open, a reconnect or a
   * feature call) instead of at page start: feature plugins are never installed before the runtime.
   */
  readonly featureLoaders?: () => Promise<readonly PluginLoader[]>
  /** The UI, imported on the first open unless the host mounted one already. */
  readonly ui?: () => Promise<GangwayUi>
  readonly env?: { readonly origin?: string; readonly isMobile?: () => boolean }
}
