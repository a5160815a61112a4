import type { AnalyticsEvent } from '../analytics/AnalyticsEvent.js'
import type { Project } from '../Project.js'
import { createAuthStore } from './createAuthStore.js'
import { createNameStore } from './createNameStore.js'
import { createSiwxStore } from './createSiwxStore.js'
import type { Database } from './Database.js'
import type { GangwayStore } from './GangwayStore.js'
import type { Queryable } from './Queryable.js'
import type { WalletEdit } from './WalletEdit.js'

const EVENT_COLUMNS = 8

interface ProjectRow {
  id: string
  allowed_origins: string[]
  features: Project['features']
  analytics_enabled: boolean
}
interface EventRow {
  project_id: string
  event_id: string
  url: string
  domain: string
  event_time: number
  props: Record<string, unknown>
  sdk_type: string
  sdk_version: string
  received_ms: number
}

const toEvent = (row: EventRow): AnalyticsEvent => ({
  eventId: row.event_id,
  url: row.url,
  domain: row.domain,
  timestamp: Number(row.event_time),
  props: row.props,
  projectId: row.project_id,
  sdkType: row.sdk_type,
  sdkVersion: row.sdk_version,
  receivedAt: Number(row.received_ms),
})

async function upsertProject(db: Queryable, project: Project): Promise<void> {
  await db.query(
    `insert into projects (id, allowed_origins, features, analytics_enabled) values ($1, $2::jsonb, $3::jsonb, $4)
     on conflict (id) do update set allowed_origins = excluded.allowed_origins, features = excluded.features,
     analytics_enabled = excluded.analytics_enabled, updated_at = now()`,
    [project.id, JSON.stringify(project.allowedOrigins), JSON.stringify(project.features), project.analytics],
  )
}

/** The typed operations over `db` (whose schema runMigrations brought up to date). */
export function createStore(db: Database): GangwayStore {
  return {
    db,
    siwx: createSiwxStore(db),
    auth: createAuthStore(db),
    names: createNameStore(db),
    projects: {
      async list() {
        const rows = await db.query<ProjectRow>(
          'select id, allowed_origins, features, analytics_enabled from projects order by id',
        )
        return rows.map((row) => ({
          id: row.id,
          allowedOrigins: row.allowed_origins,
          features: row.features,
          analytics: row.analytics_enabled,
        }))
      },
      async replaceAll(projects) {
        await db.transaction(async (tx) => {
          await tx.query('delete from projects where not (id = any($1::text[]))', [
            projects.map((project) => project.id),
          ])
          for (const project of projects) await upsertProject(tx, project)
        })
      },
      put: (project) => upsertProject(db, project),
    },
    analytics: {
      async insert(events) {
        if (events.length === 0) return
        const params: unknown[] = []
        const rows = events.map((event, index) => {
          const base = index * EVENT_COLUMNS
          params.push(
            event.projectId,
            event.eventId,
            event.url,
            event.domain,
            Math.trunc(event.timestamp),
            JSON.stringify(event.props),
            event.sdkType,
            event.sdkVersion,
          )
          const slots = Array.from({ length: EVENT_COLUMNS }, (_, column) => `$${base + column + 1}`)
          slots[5] = `${slots[5]}::jsonb`
          return `(${slots.join(', ')})`
        })
        await db.query(
          `insert into analytics_events (project_id, event_id, url, domain, event_time, props, sdk_type, sdk_version)
             values ${rows.join(', ')} on conflict (project_id, event_id) do nothing`,
          params,
        )
      },
      async list(projectId, options = {}) {
        const limit = Math.max(0, Math.min(options.limit ?? 10_000, 100_000))
        const columns = `project_id, event_id, url, domain, event_time::float8 as event_time, props, sdk_type, sdk_version,
           (extract(epoch from received_at) * 1000)::float8 as received_ms`
        const rows =
          projectId === undefined
            ? await db.query<EventRow>(`select ${columns} from analytics_events order by seq limit $1`, [
                limit,
              ])
            : await db.query<EventRow>(
                `select ${columns} from analytics_events where project_id = $1 order by seq limit $2`,
                [projectId, limit],
              )
        return rows.map(toEvent)
      },
      async count(projectId) {
        const rows =
          projectId === undefined
            ? await db.query<{ n: number }>('select count(*)::int as n from analytics_events')
            : await db.query<{ n: number }>(
                'select count(*)::int as n from analytics_events where project_id = $1',
                [projectId],
              )
        return Number(rows[0]?.n ?? 0)
      },
    },
    wallets: {
      async edits() {
        const rows = await db.query<{ id: string; entry: WalletEdit['entry']; removed: boolean }>(
          'select id, entry, removed from directory_wallets order by updated_at, id',
        )
        return rows.map((row) =>
          row.removed || row.entry === null
            ? { id: row.id, removed: true, entry: null }
            : { id: row.id, removed: false, entry: row.entry },
        )
      },
      async version() {
        const part = (table: string) =>
          `(select count(*)::text || ':' || coalesce(max(extract(epoch from updated_at))::text, '') from ${table})`
        const rows = await db.query<{ v: string }>(
          `select ${part('directory_wallets')} || '/' || ${part('directory_images')} as v`,
        )
        return rows[0]?.v ?? ''
      },
      async put(edit) {
        await db.query(
          `insert into directory_wallets (id, entry, removed) values ($1, $2::jsonb, $3)
           on conflict (id) do update set entry = excluded.entry, removed = excluded.removed, updated_at = now()`,
          [edit.id, edit.entry === null ? null : JSON.stringify(edit.entry), edit.removed],
        )
      },
      async revert(id) {
        const rows = await db.query('delete from directory_wallets where id = $1 returning id', [id])
        return rows.length > 0
      },
    },
    images: {
      async ids() {
        const rows = await db.query<{ id: string }>('select id from directory_images')
        return rows.map((row) => row.id)
      },
      async get(id) {
        const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
          'select content_type, bytes from directory_images where id = $1',
          [id],
        )
        const row = rows[0]
        if (!row) return undefined
        const bytes = row.bytes
        return {
          contentType: row.content_type,
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        }
      },
      async put(id, image) {
        await db.query(
          `insert into directory_images (id, content_type, bytes) values ($1, $2, $3)
           on conflict (id) do update set content_type = excluded.content_type, bytes = excluded.bytes, updated_at = now()`,
          [id, image.contentType, Buffer.from(image.bytes)],
        )
      },
      async remove(id) {
        const rows = await db.query('delete from directory_images where id = $1 returning id', [id])
        return rows.length > 0
      },
    },
  }
}
