import { afterAll, beforeAll } from 'vitest'
import { findPostgresBin, startPostgres, type TestPostgres } from '../../tests/fixtures/startPostgres.js'

/** Whether PostgreSQL binaries were found (decided when the test file is collected). */
export const hasPostgres = findPostgresBin() !== undefined
if (!hasPostgres)
  console.warn(
    '[gangway] PostgreSQL (initdb) not found on PATH or in /usr/lib/postgresql: its tests are skipped',
  )

/**
 * A PostgreSQL server for the calling describe block (started in beforeAll, stopped in afterAll) and
 * a function that creates a fresh database on it.
 */
export function useTestPostgres(): { newDatabaseUrl(): Promise<string> } {
  let server: TestPostgres | undefined
  let count = 0
  beforeAll(async () => {
    server = await startPostgres()
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })
  return {
    async newDatabaseUrl() {
      if (!server) throw new Error('PostgreSQL did not start')
      const { default: pg } = await import('pg')
      const name = `gangway_test_${++count}`
      const client = new pg.Client({ connectionString: server.url })
      await client.connect()
      try {
        await client.query(`create database ${name}`)
      } finally {
        await client.end()
      }
      return server.url.replace(/\/postgres$/, `/${name}`)
    },
  }
}
