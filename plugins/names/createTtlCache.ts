/** A cache of promises kept `ttlMs` each, at most `max` entries (the oldest go first); a failed promise is dropped at once. */
export function createTtlCache<T>(ttlMs: number, max: number, now: () => number = Date.now) {
  const entries = new Map<string, { readonly at: number; readonly value: Promise<T> }>()
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.value
      entries.delete(key)
      const value = load()
      entries.set(key, { at: now(), value })
      while (entries.size > max) entries.delete(entries.keys().next().value as string)
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    set(key: string, value: T): void {
      entries.delete(key)
      entries.set(key, { at: now(), value: Promise.resolve(value) })
      while (entries.size > max) entries.delete(entries.keys().next().value as string)
    },
    delete(key: string): void {
      entries.delete(key)
    },
    clear(): void {
      entries.clear()
    },
  }
}
