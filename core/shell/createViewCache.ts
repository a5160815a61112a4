import type { ViewComponent, ViewDefinition } from '../plugin/Plugin.js'
import type { ViewId } from '../types/ViewRegistry.js'

export type ViewModule = { readonly default: ViewComponent }

export interface ViewCache {
  /** The view's chunk, loaded once per id (again only when its plugin registered a new definition). */
  load(definition: ViewDefinition): Promise<ViewModule>
  evict(id: ViewId): void
}

/** A per-shell cache of view chunks, keyed by view id. */
export function createViewCache(): ViewCache {
  const entries = new Map<
    ViewId,
    { readonly definition: ViewDefinition; readonly chunk: Promise<ViewModule> }
  >()
  return {
    load(definition) {
      const cached = entries.get(definition.id)
      if (cached?.definition === definition) return cached.chunk
      const chunk = Promise.resolve().then(() => definition.load())
      entries.set(definition.id, { definition, chunk })
      return chunk
    },
    evict(id) {
      entries.delete(id)
    },
  }
}
