import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Features } from '../types/Features.js'
import type { PluginContext } from './PluginContext.js'
import type { PluginMessages } from './PluginMessages.js'
import type { Teardown } from './Teardown.js'
import type { ViewDefinition } from './ViewDefinition.js'

/** A plugin: a name, a kind and a setup that registers what it brings through its context. */
export interface Plugin<Name extends string = string, Api = unknown> {
  readonly name: Name
  /**
   * 'chain': serves a namespace, must register a chain adapter and is set up before the other plugins
   * of its phase; 'feature' and 'view' plugins may not register one.
   */
  readonly kind: 'feature' | 'chain' | 'view'
  readonly requires?: readonly string[]
  readonly enforce?: 'pre' | 'post'
  /**
   * Views registered before setup, as `ctx.registerView` would. Declared here, the kernel can fetch the
   * first view's chunk together with the plugin's own code on the first open instead of after setup.
   */
  readonly views?: readonly ViewDefinition[]
  /** Message catalogues registered before setup, as `ctx.registerMessages` would (fetched ahead the same way). */
  readonly messages?: PluginMessages
  // biome-ignore lint/suspicious/noConfusingVoidType: setup may return nothing, a teardown, or a promise of either
  setup?(ctx: PluginContext): void | Teardown | Promise<void | Teardown>
  readonly api?: Api
}

/** How the kernel finds a built-in plugin: imported only when its trigger is on. */
export interface PluginLoader {
  readonly name: string
  readonly trigger:
    | {
        /** The flag, or flags (loaded while any is on), the plugin serves. */
        readonly feature: keyof Features | readonly (keyof Features)[]
        /** Also loaded at page start (its feature on) when a stored connection of this connector id is due for reconnect. */
        readonly connector?: string
        /**
         * The plugin serves a connected account (its views open from the Account view): it is left out of the idle
         * warm-up, and loads once a connection is stored, a view is asked for by name, or the modal has shown its
         * first view (when the page is next idle after that frame).
         */
        readonly account?: true
      }
    | { readonly namespace: ChainNamespace }
    | {
        readonly shell: true
        /** Also loaded at page start when a stored connection of this connector id is due for reconnect. */
        readonly connector?: string
      }
  /**
   * The rows the plugin adds to the Connect view's wallet list (WalletConnect: its entry), for the frame the
   * modal shows before the plugin is loaded; a whole number (rowsHint), anything else counts as none.
   */
  readonly connectRows?: number
  /**
   * An `import()` of the plugin's module. It may be called more than once (the first open prefetches
   * modules before the kernel installs them) and must then give the same module, as `import()` does.
   */
  readonly load: () => Promise<{ readonly default: Plugin }>
}
