import type { Database } from './Database.js'
import type { NameStore } from './NameStore.js'
import type { StoredName } from './StoredName.js'

interface NameRow {
  name: string
  address: string
  coin_type: string | number
  attributes: Record<string, string>
  message: string
  signature: string
  registered_at: string | number
  updated_at: string | number
}

const toName = (row: NameRow): StoredName => ({
  name: row.name,
  address: row.address,
  coinType: Number(row.coin_type),
  attributes: row.attributes,
  message: row.message,
  signature: row.signature,
  registeredAt: Number(row.registered_at),
  updatedAt: Number(row.updated_at),
})

/** The profile_names table (migration 5). */
export function createNameStore(db: Database): NameStore {
  return {
    async get(name) {
      const [row] = await db.query<NameRow>('select * from profile_names where name = $1', [name])
      return row && toName(row)
    },
    async byAddress(address, limit) {
      const rows = await db.query<NameRow>(
        'select * from profile_names where lower(address) = lower($1) order by registered_at desc, name limit $2',
        [address, limit],
      )
      return rows.map(toName)
    },
    async taken(names) {
      if (names.length === 0) return new Set()
      const rows = await db.query<{ name: string }>('select name from profile_names where name = any($1)', [
        [...names],
      ])
      return new Set(rows.map((row) => row.name))
    },
    async put(entry) {
      // Inserted, or updated only when the stored address is the same one (case aside): one statement, no race.
      const rows = await db.query<{ name: string }>(
        `insert into profile_names (name, address, coin_type, attributes, message, signature, registered_at, updated_at)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7, $7)
         on conflict (name) do update set
           coin_type = excluded.coin_type, attributes = excluded.attributes, message = excluded.message,
           signature = excluded.signature, updated_at = excluded.updated_at
         where lower(profile_names.address) = lower(excluded.address)
         returning name`,
        [
          entry.name,
          entry.address,
          entry.coinType,
          JSON.stringify(entry.attributes),
          entry.message,
          entry.signature,
          entry.registeredAt,
        ],
      )
      return rows.length === 1
    },
  }
}
