import type { PagedList } from './PagedList.js'

const caches = new WeakMap<object, Map<string, Map<string, PagedList<unknown>>>>()

/** The lists of kind `name` loaded for one Gangway instance, by key (kept while the instance lives, so a tab shows them at once). */
export function listCacheOf<T>(gangway: object, name: string): Map<string, PagedList<T>> {
  let byName = caches.get(gangway)
  if (!byName) {
    byName = new Map()
    caches.set(gangway, byName)
  }
  let cache = byName.get(name)
  if (!cache) {
    cache = new Map()
    byName.set(name, cache)
  }
  return cache as Map<string, PagedList<T>>
}
