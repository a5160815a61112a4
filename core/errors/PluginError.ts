import { GangwayError } from './GangwayError.js'

/** A failure of the plugin system, or inside a plugin, labelled with the plugin and the hook. */
export class PluginError extends GangwayError {
  override name = 'PluginError' as const
  readonly plugin: string | undefined
  readonly hook: string | undefined

  constructor(message: string, options: { plugin?: string; hook?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.plugin = options.plugin
    this.hook = options.hook
  }

  /** Wraps any error thrown by a plugin hook so the host sees which plugin and hook failed. */
  static from(error: unknown, plugin: string, hook: string): PluginError {
    if (error instanceof PluginError && error.plugin === plugin) return error
    const reason = error instanceof Error ? error.message : String(error)
    return new PluginError(`Plugin "${plugin}" failed in ${hook}: ${reason}`, { plugin, hook, cause: error })
  }
}
