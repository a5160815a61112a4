import type { Messages } from './Messages.js'

/** The registered plugins' strings for one locale, as far as they have loaded. */
export interface PluginCatalogues {
  /** Every plugin's catalogue of the locale first, then every plugin's English. */
  readonly messages: readonly Messages[]
  /** Plugins whose strings for the locale are still loading. */
  readonly pending: ReadonlySet<string>
}
