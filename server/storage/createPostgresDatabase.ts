import type { Pool, PoolClient } from 'pg'
import type { ServerLogger } from '../ServerLogger.js'
import type { Database } from './Database.js'
import type { Queryable } from './Queryable.js'

const CONNECT_TIMEOUT_MS = 10_000
const STATEMENT_TIMEOUT_MS = 30_000

const wrap = (client: Pick<Pool, 'query'> | PoolClient): Queryable => ({
  async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
    return (await client.query<Row & Record<string, unknown>>(sql, [...params])).rows
  },
})

/** A PostgreSQL server through a pg Pool (`pg` is an optional peer dependency, loaded only here). */
export async function createPostgresDatabase(
  url: string,
  options: { readonly max?: number; readonly logger?: ServerLogger } = {},
): Promise<Database> {
  let PgPool: typeof import('pg').Pool
  try {
    PgPool = (await import('pg')).default.Pool
  } catch {
    throw new Error('A database URL needs the "pg" package: npm install pg')
  }
  const pool = new PgPool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  })
  pool.on('error', (error) => options.logger?.error('PostgreSQL: an idle connection failed', error))
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end().catch(() => {})
    throw error
  }
  const queryable = wrap(pool)
  let closed: Promise<void> | undefined
  return {
    kind: 'postgres',
    query: queryable.query,
    async transaction(run) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('begin')
        const result = await run(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch((cause: unknown) => {
          broken = cause instanceof Error ? cause : new Error('rollback failed')
        })
        throw error
      } finally {
        client.release(broken)
      }
    },
    close: () => {
      closed ??= pool.end()
      return closed
    },
  }
}
