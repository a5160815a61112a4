import type { Plugin } from './Plugin.js'

/** Declares a plugin; an identity function that gives the object its precise type. */
export function definePlugin<const Name extends string, Api = unknown>(
  plugin: Plugin<Name, Api>,
): Plugin<Name, Api> {
  return plugin
}
