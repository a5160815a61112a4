import type { Database } from './Database.js'
import { readServerSecret } from './readServerSecret.js'
import type { SiwxStore } from './SiwxStore.js'
import type { StoredSession } from './StoredSession.js'

interface SessionRow {
  id: string
  project_id: string
  chain_id: string
  address: string
  data: Record<string, unknown>
  message: string
  signature: string
  cacao: unknown
  expires_ms: number | null
  created_ms: number
  revoked_ms: number | null
}

const COLUMNS = `id, project_id, chain_id, address, data, message, signature, cacao,
  (extract(epoch from expires_at) * 1000)::float8 as expires_ms,
  (extract(epoch from created_at) * 1000)::float8 as created_ms,
  (extract(epoch from revoked_at) * 1000)::float8 as revoked_ms`
const LIVE = 'revoked_at is null and (expires_at is null or expires_at > now())'

const toSession = (row: SessionRow): StoredSession => ({
  id: row.id,
  projectId: row.project_id,
  chainId: row.chain_id,
  address: row.address,
  data: row.data,
  message: row.message,
  signature: row.signature,
  ...(row.cacao === null ? {} : { cacao: row.cacao }),
  expiresAt: row.expires_ms === null ? undefined : Number(row.expires_ms),
  createdAt: Number(row.created_ms),
  revokedAt: row.revoked_ms === null ? undefined : Number(row.revoked_ms),
})

const toTimestamp = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString())

/** The SIWX operations over `db`. */
export function createSiwxStore(db: Database): SiwxStore {
  return {
    async addNonce(projectId, nonce, expiresAt) {
      await db.query("delete from siwx_nonces where expires_at < now() - interval '1 day'")
      await db.query('insert into siwx_nonces (project_id, nonce, expires_at) values ($1, $2, $3)', [
        projectId,
        nonce,
        toTimestamp(expiresAt),
      ])
    },
    async nonce(projectId, nonce) {
      const rows = await db.query<{ expires_ms: number; used: boolean }>(
        `select (extract(epoch from expires_at) * 1000)::float8 as expires_ms, used_at is not null as used
         from siwx_nonces where project_id = $1 and nonce = $2`,
        [projectId, nonce],
      )
      const row = rows[0]
      return row && { expiresAt: Number(row.expires_ms), used: row.used }
    },
    addSession(session, nonce, addressKey) {
      return db.transaction(async (tx) => {
        const taken = await tx.query(
          `update siwx_nonces set used_at = now()
           where project_id = $1 and nonce = $2 and used_at is null and expires_at > now() returning nonce`,
          [session.projectId, nonce],
        )
        if (taken.length === 0) return false
        await tx.query(
          `insert into siwx_sessions (id, project_id, chain_id, address, address_key, data, message, signature, cacao, expires_at)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb, $10)`,
          [
            session.id,
            session.projectId,
            session.chainId,
            session.address,
            addressKey,
            JSON.stringify(session.data),
            session.message,
            session.signature,
            session.cacao === undefined ? null : JSON.stringify(session.cacao),
            toTimestamp(session.expiresAt),
          ],
        )
        return true
      })
    },
    async session(id) {
      const rows = await db.query<SessionRow>(`select ${COLUMNS} from siwx_sessions where id = $1`, [id])
      return rows[0] && toSession(rows[0])
    },
    async sessions(projectId, addressKey, chainId) {
      const rows = await db.query<SessionRow>(
        `select ${COLUMNS} from siwx_sessions where project_id = $1 and address_key = $2
         and ($3::text is null or chain_id = $3) and ${LIVE} order by created_at desc, id limit 100`,
        [projectId, addressKey, chainId ?? null],
      )
      return rows.map(toSession)
    },
    async revoke(projectId, addressKey, chainId) {
      const rows = await db.query(
        `update siwx_sessions set revoked_at = now() where project_id = $1 and address_key = $2
         and ($3::text is null or chain_id = $3) and ${LIVE} returning id`,
        [projectId, addressKey, chainId ?? null],
      )
      return rows.length
    },
    secret: (name, create) => readServerSecret(db, name, create),
  }
}
