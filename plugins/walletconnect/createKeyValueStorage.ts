import type { UniversalProviderOpts } from '@walletconnect/universal-provider'

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type KeyValueStorage = NonNullable<UniversalProviderOpts['storage']>

/** The WalletConnect clients' async key-value storage over a Web Storage (the one Gangway persists to). */
export function createKeyValueStorage(storage: StorageLike, prefix: string): KeyValueStorage {
  const indexKey = `${prefix}keys`
  const keys = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(indexKey) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : []
    } catch {
      return []
    }
  }
  const read = <T>(key: string): T | undefined => {
    const raw = storage.getItem(prefix + key)
    if (raw === null) return undefined
    try {
      return JSON.parse(raw) as T
    } catch {
      return undefined
    }
  }
  return {
    getKeys: async () => keys(),
    getEntries: async <T>() =>
      keys().flatMap((key): [string, T][] => {
        const value = read<T>(key)
        return value === undefined ? [] : [[key, value]]
      }),
    getItem: async <T>(key: string) => read<T>(key),
    async setItem<T>(key: string, value: T) {
      storage.setItem(
        prefix + key,
        JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)),
      )
      const known = keys()
      if (!known.includes(key)) storage.setItem(indexKey, JSON.stringify([...known, key]))
    },
    async removeItem(key: string) {
      storage.removeItem(prefix + key)
      const known = keys()
      if (known.includes(key)) storage.setItem(indexKey, JSON.stringify(known.filter((item) => item !== key)))
    },
  }
}
