import type { Database } from './Database.js'
import type { Migration } from './Migration.js'
import { migrations as schema } from './migrations.js'

/** Advisory lock key of the migrations ('gangway' as a number). */
const LOCK_KEY = 0x67616e67

/**
 * Applies the migrations not applied yet, in version order, in one transaction that first takes an
 * advisory lock: two instances starting together apply each version once. Returns the versions applied.
 */
export async function runMigrations(
  db: Database,
  migrations: readonly Migration[] = schema,
): Promise<number[]> {
  const ordered = [...migrations].sort((a, b) => a.version - b.version)
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY])
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`)
    const rows = await tx.query<{ version: number }>('select version from schema_migrations')
    const applied = new Set(rows.map((row) => Number(row.version)))
    const done: number[] = []
    for (const migration of ordered) {
      if (applied.has(migration.version)) continue
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
      done.push(migration.version)
    }
    return done
  })
}
