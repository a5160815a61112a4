import { forgetView, loadViewOnce } from '../plugin/preloadView.js'
import type { ViewComponent } from '../plugin/ViewComponent.js'
import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import type { ViewEntry, ViewId } from '../types/ViewRegistry.js'

export type ViewModule = { readonly default: ViewComponent }

export interface ViewCache {
  /** The view's chunk, loaded once per definition (again only when its plugin registered a new one). */
  load(definition: ViewDefinition): Promise<ViewModule>
  evict(id: ViewId): void
  /** Remembers that the chunk failed while `entry` was shown (React 18 has no `use` to keep it), until evicted. */
  fail(entry: ViewEntry, reason: unknown): void
  /** The failure remembered for this very history entry, if any. */
  failure(entry: ViewEntry): { readonly reason: unknown } | undefined
}

/** A per-shell view of the shared chunk cache, keyed by view id for eviction after a failure. */
export function createViewCache(): ViewCache {
  const definitions = new Map<ViewId, ViewDefinition>()
  const failures = new Map<ViewId, { readonly entry: ViewEntry; readonly reason: unknown }>()
  return {
    load(definition) {
      definitions.set(definition.id, definition)
      return loadViewOnce(definition)
    },
    evict(id) {
      const definition = definitions.get(id)
      if (definition) forgetView(definition)
      definitions.delete(id)
      failures.delete(id)
    },
    fail(entry, reason) {
      failures.set(entry.view, { entry, reason })
    },
    failure(entry) {
      const failed = failures.get(entry.view)
      return failed?.entry === entry ? failed : undefined
    },
  }
}
