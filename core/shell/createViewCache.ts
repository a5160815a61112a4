import { forgetView, loadViewOnce } from '../plugin/preloadView.js'
import type { ViewComponent } from '../plugin/ViewComponent.js'
import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import type { ViewId } from '../types/ViewRegistry.js'

export type ViewModule = { readonly default: ViewComponent }

export interface ViewCache {
  /** The view's chunk, loaded once per definition (again only when its plugin registered a new one). */
  load(definition: ViewDefinition): Promise<ViewModule>
  evict(id: ViewId): void
}

/** A per-shell view of the shared chunk cache, keyed by view id for eviction after a failure. */
export function createViewCache(): ViewCache {
  const definitions = new Map<ViewId, ViewDefinition>()
  return {
    load(definition) {
      definitions.set(definition.id, definition)
      return loadViewOnce(definition)
    },
    evict(id) {
      const definition = definitions.get(id)
      if (definition) forgetView(definition)
      definitions.delete(id)
    },
  }
}
