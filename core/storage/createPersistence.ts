import type { PersistedKey, PersistedValues, Persistence, StorageLike } from './PersistedValues.js'
import { persistedKeys } from './persistedKeys.js'

const PREFIX = '@gangway/'
/** Stored strings longer than this are not ours (the largest valid value is a few KiB). */
const MAX_RAW_LENGTH = 16_384

function browserStorage(): StorageLike | undefined {
  try {
    if (typeof window === 'undefined') return undefined
    const storage = window.localStorage
    const probe = `${PREFIX}probe`
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}

/**
 * The persisted values of spec section 3 under the '@gangway/' prefix, in `storage` or else
 * localStorage; in memory when there is none (SSR) or it does not work. Corrupt values (bad JSON,
 * wrong shape, oversized) read as the default and are removed; failed writes are kept in memory for
 * this page, and nothing ever throws.
 */
export function createPersistence(storage?: StorageLike): Persistence {
  const backend = storage ?? browserStorage()
  const memory = new Map<string, string>()
  const unwritable = new Set<string>()

  const read = (name: string): string | null => {
    if (backend && !unwritable.has(name)) {
      try {
        return backend.getItem(name)
      } catch {}
    }
    return memory.get(name) ?? null
  }
  const write = (name: string, raw: string | null): void => {
    if (raw === null) memory.delete(name)
    else memory.set(name, raw)
    if (!backend) return
    try {
      if (raw === null) backend.removeItem(name)
      else backend.setItem(name, raw)
      unwritable.delete(name)
    } catch {
      unwritable.add(name)
    }
  }

  return {
    get<K extends PersistedKey>(key: K): PersistedValues[K] {
      const codec = persistedKeys[key]
      if (!codec) return undefined as never
      const name = PREFIX + key
      const raw = read(name)
      if (raw === null || raw === undefined) return codec.fallback
      let value: PersistedValues[K] | undefined
      try {
        if (typeof raw === 'string' && raw.length <= MAX_RAW_LENGTH)
          value = codec.normalize(codec.decode(raw))
      } catch {}
      if (value !== undefined) return value
      write(name, null)
      return codec.fallback
    },
    set<K extends PersistedKey>(key: K, value: PersistedValues[K]): boolean {
      const codec = persistedKeys[key]
      if (!codec) return false
      try {
        const normalized = codec.normalize(value)
        if (normalized === undefined) return false
        const raw = normalized === null ? null : codec.encode(normalized)
        if (raw !== null && raw.length > MAX_RAW_LENGTH) return false
        write(PREFIX + key, raw)
        return true
      } catch {
        return false
      }
    },
    remove(key: PersistedKey): void {
      if (Object.hasOwn(persistedKeys, key)) write(PREFIX + key, null)
    },
  }
}
