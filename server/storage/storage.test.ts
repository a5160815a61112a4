import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '../analytics/AnalyticsEvent.js'
import { hasPostgres, useTestPostgres } from '../test/testPostgres.js'
import { createAuthStore } from './createAuthStore.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import { createSiwxStore } from './createSiwxStore.js'
import { createStore } from './createStore.js'
import type { Database } from './Database.js'
import { migrations } from './migrations.js'
import { openDatabase } from './openDatabase.js'
import { runMigrations } from './runMigrations.js'

const event = (eventId: string, projectId = 'p1'): AnalyticsEvent => ({
  eventId,
  url: 'https://app.example/page',
  domain: 'app.example',
  timestamp: 1_700_000_000_000,
  props: { event: 'MODAL_OPEN', address: '0xabc' },
  projectId,
  sdkType: 'gangway',
  sdkVersion: '0.1.0',
  receivedAt: 0,
})

function storeBehaviour(open: () => Promise<Database>) {
  let db: Database
  afterAll(async () => {
    await db?.close()
  })

  it('applies the schema once: a second run applies nothing', async () => {
    db = await open()
    expect(await runMigrations(db)).toEqual([])
    const rows = await db.query<{ version: number }>('select version from schema_migrations')
    expect(rows.map((row) => Number(row.version))).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('stores an analytics event once however often it is sent', async () => {
    const store = createStore(db)
    await store.analytics.insert([event('e1'), event('e2'), event('e1')])
    await store.analytics.insert([event('e2'), event('e3'), event('e1', 'p2')])
    expect(await store.analytics.count('p1')).toBe(3)
    expect(await store.analytics.count()).toBe(4)
    const listed = await store.analytics.list('p1')
    expect(listed.map((item) => item.eventId).sort()).toEqual(['e1', 'e2', 'e3'])
    expect(listed[0]).toMatchObject({ url: 'https://app.example/page', props: { event: 'MODAL_OPEN' } })
    expect(listed[0]!.timestamp).toBe(1_700_000_000_000)
  })

  it('keeps exactly the configured projects', async () => {
    const store = createStore(db)
    const features = { swaps: true }
    await store.projects.replaceAll([
      { id: 'a', allowedOrigins: ['https://a.example'], features, analytics: true },
      { id: 'b', allowedOrigins: [], features: {}, analytics: false },
    ])
    await store.projects.replaceAll([{ id: 'b', allowedOrigins: ['*'], features, analytics: true }])
    expect(await store.projects.list()).toEqual([
      { id: 'b', allowedOrigins: ['*'], features, analytics: true },
    ])
  })

  it('keeps wallet edits and images, and notices a change', async () => {
    const store = createStore(db)
    const before = await store.wallets.version()
    await store.wallets.put({ id: 'w1', removed: false, entry: { id: 'w1', name: 'One' } })
    await store.wallets.put({ id: 'metamask', removed: true, entry: null })
    expect(await store.wallets.version()).not.toBe(before)
    // Two edits stored in the same instant come back in either order.
    expect(await store.wallets.edits()).toEqual(
      expect.arrayContaining([
        { id: 'w1', removed: false, entry: { id: 'w1', name: 'One' } },
        { id: 'metamask', removed: true, entry: null },
      ]),
    )
    expect(await store.wallets.edits()).toHaveLength(2)
    expect(await store.wallets.revert('metamask')).toBe(true)
    expect(await store.wallets.revert('metamask')).toBe(false)
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255])
    await store.images.put('w1', { contentType: 'image/png', bytes })
    const image = await store.images.get('w1')
    expect(image?.contentType).toBe('image/png')
    expect([...(image?.bytes ?? [])]).toEqual([...bytes])
    expect(await store.images.get('none')).toBeUndefined()
    expect(await store.images.ids()).toEqual(['w1'])
    expect(await store.images.remove('w1')).toBe(true)
    expect(await store.images.ids()).toEqual([])
  })
}

describe('storage on PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-store-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  storeBehaviour(() => openDatabase({ dataDir: dir }))

  it('refuses a data directory another running process holds', async () => {
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process/)
  })
})

describe.skipIf(!hasPostgres)('storage on PostgreSQL', () => {
  const postgres = useTestPostgres()
  storeBehaviour(async () => openDatabase({ url: await postgres.newDatabaseUrl() }))

  it('applies each migration once when several instances start together', async () => {
    const url = await postgres.newDatabaseUrl()
    const dbs = await Promise.all(Array.from({ length: 4 }, () => createPostgresDatabase(url)))
    try {
      const applied = await Promise.all(dbs.map((db) => runMigrations(db)))
      expect(applied.flat().sort()).toEqual([1, 2, 3, 4, 5, 6])
      const rows = await dbs[0]!.query<{ n: number }>('select count(*)::int as n from schema_migrations')
      expect(rows[0]?.n).toBe(6)
    } finally {
      await Promise.all(dbs.map((db) => db.close()))
    }
  })

  it('keeps the auth secret a version-5 database made when it moves into server_secrets', async () => {
    const db = await createPostgresDatabase(await postgres.newDatabaseUrl())
    try {
      await runMigrations(
        db,
        migrations.filter((migration) => migration.version <= 5),
      )
      const auth = createAuthStore(db)
      await db.query("insert into auth_secret (id, secret) values (1, 'made-by-version-5')")
      expect(await runMigrations(db)).toEqual([6])
      expect(await auth.secret()).toBe('made-by-version-5')
      await expect(db.query('select * from auth_secret')).rejects.toThrow()
      const siwx = createSiwxStore(db)
      expect(await siwx.secret('siwx-session-jwt', () => 'jwt-key')).toBe('jwt-key')
      expect(await auth.secret('configured')).toBe('configured')
      expect(await auth.secret()).toBe('made-by-version-5')
    } finally {
      await db.close()
    }
  })
})
