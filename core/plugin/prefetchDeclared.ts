import { catalogueCache } from '../i18n/catalogueCache.js'
import { catalogueLoaders } from '../i18n/catalogueLoaders.js'
import type { ViewId } from '../types/ViewRegistry.js'
import type { Plugin } from './Plugin.js'
import { loadViewOnce } from './preloadView.js'

/** What the first open will show next, fetched ahead with a plugin's own code. */
export interface FirstOpen {
  readonly view: ViewId
  readonly locale: string
}

/**
 * Fetches the chunks a loaded (not yet set up) plugin declares for `first`: its view of that id and
 * its catalogues for the locale. Only code is fetched; a malformed plugin is left to validation.
 */
export function prefetchDeclared(plugin: Plugin | undefined, first: FirstOpen): void {
  try {
    const view = Array.isArray(plugin?.views)
      ? plugin.views.find((item) => item?.id === first.view)
      : undefined
    if (typeof view?.load === 'function') void loadViewOnce(view).catch(() => {})
    if (typeof plugin?.messages?.en === 'function')
      for (const load of catalogueLoaders(plugin.messages, first.locale)) void catalogueCache.load(load)
  } catch {}
}
