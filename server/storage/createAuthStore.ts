import { randomBytes, randomUUID } from 'node:crypto'
import type { AuthAccount } from '../auth/AuthAccount.js'
import type { AuthStore } from './AuthStore.js'
import type { Database } from './Database.js'
import { readServerSecret } from './readServerSecret.js'
import type { StoredAuthCode } from './StoredAuthCode.js'
import type { StoredAuthUser } from './StoredAuthUser.js'

interface UserRow {
  id: string
  project_id: string
  email: string
  accounts: AuthAccount[]
  key_blob: string | null
}
interface CodeRow {
  id: string
  project_id: string
  email: string
  purpose: StoredAuthCode['purpose']
  code_hash: string
  user_id: string | null
  new_email: string | null
  device_hash: string | null
  attempts: number
  created_at: string | number
  expires_at: string | number
  used_at: string | number | null
}

const USER_COLUMNS = 'id, project_id, email, accounts, key_blob'

const toUser = (row: UserRow): StoredAuthUser => ({
  id: row.id,
  projectId: row.project_id,
  email: row.email,
  accounts: row.accounts,
  keyBlob: row.key_blob,
})

const toCode = (row: CodeRow): StoredAuthCode => ({
  id: row.id,
  projectId: row.project_id,
  email: row.email,
  purpose: row.purpose,
  codeHash: row.code_hash,
  userId: row.user_id,
  newEmail: row.new_email,
  deviceHash: row.device_hash,
  attempts: Number(row.attempts),
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  usedAt: row.used_at === null ? null : Number(row.used_at),
})

/** The auth service's key in server_secrets (before schema version 6, the auth_secret table). */
const AUTH_SECRET = 'auth'

/** The auth tables of `db` as typed operations (single statements: each one is atomic on its own). */
export function createAuthStore(db: Database): AuthStore {
  const byEmail = async (projectId: string, email: string) => {
    const rows = await db.query<UserRow>(
      `select ${USER_COLUMNS} from auth_users where project_id = $1 and email = $2`,
      [projectId, email],
    )
    return rows[0] && toUser(rows[0])
  }
  return {
    async secret(configured) {
      if (configured !== undefined) return configured
      return readServerSecret(db, AUTH_SECRET, () => randomBytes(32).toString('base64url'))
    },
    users: {
      byEmail,
      async byId(id) {
        const rows = await db.query<UserRow>(`select ${USER_COLUMNS} from auth_users where id = $1`, [id])
        return rows[0] && toUser(rows[0])
      },
      async ensure(projectId, email, now) {
        await db.query(
          `insert into auth_users (id, project_id, email, created_at) values ($1, $2, $3, $4)
           on conflict (project_id, email) do nothing`,
          [randomUUID(), projectId, email, now],
        )
        const user = await byEmail(projectId, email)
        if (!user) throw new Error('auth user missing after insert')
        return user
      },
      async setKeys(id, accounts, keyBlob) {
        const rows = await db.query(
          `update auth_users set accounts = $2::jsonb, key_blob = $3 where id = $1 and key_blob is null returning id`,
          [id, JSON.stringify(accounts), keyBlob],
        )
        return rows.length > 0
      },
      async setEmail(id, email) {
        const rows = await db.query(
          `update auth_users set email = $2 where id = $1 and not exists
             (select 1 from auth_users other where other.project_id = auth_users.project_id and other.email = $2)
           returning id`,
          [id, email],
        )
        return rows.length > 0
      },
    },
    devices: {
      async isApproved(userId, deviceHash) {
        const rows = await db.query('select 1 from auth_devices where user_id = $1 and device_hash = $2', [
          userId,
          deviceHash,
        ])
        return rows.length > 0
      },
      async approve(userId, deviceHash, now) {
        await db.query(
          `insert into auth_devices (user_id, device_hash, approved_at) values ($1, $2, $3)
           on conflict (user_id, device_hash) do nothing`,
          [userId, deviceHash, now],
        )
      },
    },
    codes: {
      async insert(code) {
        await db.query(
          `insert into auth_codes (id, project_id, email, purpose, code_hash, user_id, new_email, device_hash,
             created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            code.id,
            code.projectId,
            code.email,
            code.purpose,
            code.codeHash,
            code.userId,
            code.newEmail,
            code.deviceHash,
            code.createdAt,
            code.expiresAt,
          ],
        )
      },
      async latest(projectId, email, purpose) {
        const rows = await db.query<CodeRow>(
          `select * from auth_codes where project_id = $1 and email = $2 and purpose = $3
           order by created_at desc, id limit 1`,
          [projectId, email, purpose],
        )
        return rows[0] && toCode(rows[0])
      },
      async takeAttempt(id, max) {
        const rows = await db.query<{ attempts: number }>(
          'update auth_codes set attempts = attempts + 1 where id = $1 and attempts < $2 returning attempts',
          [id, max],
        )
        return rows[0] === undefined ? undefined : Number(rows[0].attempts)
      },
      async use(id, now) {
        const rows = await db.query(
          'update auth_codes set used_at = $2 where id = $1 and used_at is null returning id',
          [id, now],
        )
        return rows.length > 0
      },
    },
    mails: {
      async record(projectId, email, kind, now) {
        await db.query('insert into auth_mails (project_id, email, kind, sent_at) values ($1, $2, $3, $4)', [
          projectId,
          email,
          kind,
          now,
        ])
      },
      async since(projectId, email, since, kinds) {
        const rows = await db.query<{ sent_at: string | number }>(
          `select sent_at from auth_mails where project_id = $1 and email = $2 and sent_at > $3
             and kind = any($4::text[]) order by sent_at desc`,
          [projectId, email, since, kinds],
        )
        return rows.map((row) => Number(row.sent_at))
      },
    },
    links: {
      async insert(tokenHash, userId, deviceHash, expiresAt) {
        await db.query(
          'insert into auth_device_links (token_hash, user_id, device_hash, expires_at) values ($1, $2, $3, $4)',
          [tokenHash, userId, deviceHash, expiresAt],
        )
      },
      async use(tokenHash, now) {
        const rows = await db.query<{ user_id: string; device_hash: string }>(
          `update auth_device_links set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2
           returning user_id, device_hash`,
          [tokenHash, now],
        )
        const row = rows[0]
        return row && { userId: row.user_id, deviceHash: row.device_hash }
      },
      async isOpen(tokenHash, now) {
        const rows = await db.query(
          'select 1 from auth_device_links where token_hash = $1 and used_at is null and expires_at > $2',
          [tokenHash, now],
        )
        return rows.length > 0
      },
    },
    sessions: {
      async insert(tokenHash, userId, deviceHash, now, expiresAt) {
        await db.query(
          `insert into auth_sessions (token_hash, user_id, device_hash, created_at, expires_at)
           values ($1, $2, $3, $4, $5)`,
          [tokenHash, userId, deviceHash, now, expiresAt],
        )
      },
      async get(tokenHash, now) {
        const rows = await db.query<{ user_id: string; device_hash: string }>(
          'select user_id, device_hash from auth_sessions where token_hash = $1 and expires_at > $2',
          [tokenHash, now],
        )
        const row = rows[0]
        return row && { userId: row.user_id, deviceHash: row.device_hash }
      },
      async remove(tokenHash) {
        await db.query('delete from auth_sessions where token_hash = $1', [tokenHash])
      },
    },
  }
}
