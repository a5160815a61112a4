import type { EventBus } from '../events/EventBus.js'
import type { Logger } from '../log/Logger.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { ReadonlyStores } from '../store/ReadonlyStores.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import type { ViewId } from '../types/ViewRegistry.js'
import type { PluginContext } from './PluginContext.js'

/** What the plugin host needs from the kernel; it keeps full access to the stores. */
export interface PluginHostDeps {
  readonly config: ResolvedConfig
  readonly stores: GangwayStores
  /** The read-only view of `stores` plugins get as ctx.stores (made once, at page start). */
  readonly views: ReadonlyStores
  readonly events: EventBus
  readonly log: Logger
  readonly navigate: (view: ViewId, params?: unknown, options?: { readonly replace?: boolean }) => void
  readonly open: PluginContext['open']
  readonly notify: PluginContext['notify']
  readonly session: PluginContext['session']
}
