import { PGlite } from '@electric-sql/pglite'
import type { Database } from './Database.js'
import type { Queryable } from './Queryable.js'

const wrap = (db: Pick<PGlite, 'query'>): Queryable => ({
  async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
    return (await db.query<Row>(sql, [...params])).rows
  },
})

/** An embedded PostgreSQL (PGlite): its files in `dataDir`, or in memory when none is given. */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  const db = await PGlite.create(dataDir)
  const queryable = wrap(db)
  let closed: Promise<void> | undefined
  return {
    kind: 'pglite',
    query: queryable.query,
    transaction: (run) => db.transaction((tx) => run(wrap(tx))),
    close: () => {
      closed ??= db.close()
      return closed
    },
  }
}
