type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The storage the WalletConnect clients keep their session in: the given one, else localStorage, else memory. */
export function resolveStorage(storage?: StorageLike): StorageLike {
  if (storage) return storage
  try {
    const local = globalThis.localStorage
    if (local) {
      local.setItem('@gangway/wc-probe', '1')
      local.removeItem('@gangway/wc-probe')
      return local
    }
  } catch {}
  const memory = new Map<string, string>()
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }
}
