import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

interface Entry {
  readonly payload: AdapterPayload
  readonly expiresAt: number
}

/**
 * The devnet identity provider's storage: its models in memory, one store per provider, each entry dropped when
 * it expires. A dev IdP forgets everything on restart on purpose (a new signing key each start); giving the
 * provider this adapter also keeps oidc-provider's warning about its own quick-start adapter off the start log.
 */
export function createMemoryAdapter(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= now()) entries.delete(key)
    return entry && entry.expiresAt > now() ? entry.payload : undefined
  }
  const findBy = (name: string, field: 'uid' | 'userCode', value: string) => {
    for (const [key, entry] of entries)
      if (key.startsWith(`${name}:`) && entry.payload[field] === value) return live(key)
    return undefined
  }
  return (name: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      entries.set(`${name}:${id}`, { payload, expiresAt: now() + expiresIn * 1_000 })
    },
    async find(id) {
      return live(`${name}:${id}`)
    },
    async findByUid(uid) {
      return findBy(name, 'uid', uid)
    },
    async findByUserCode(userCode) {
      return findBy(name, 'userCode', userCode)
    },
    async consume(id) {
      const key = `${name}:${id}`
      const entry = entries.get(key)
      if (entry)
        entries.set(key, { ...entry, payload: { ...entry.payload, consumed: Math.floor(now() / 1_000) } })
    },
    async destroy(id) {
      entries.delete(`${name}:${id}`)
    },
    async revokeByGrantId(grantId) {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key)
    },
  })
}
