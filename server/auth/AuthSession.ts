import type { AuthUser } from './AuthUser.js'

/** What a signed-in frame gets: its user, the key blob it stored (or null) and the share that opens it. */
export interface AuthSession {
  readonly user: AuthUser
  readonly keyBlob: string | null
  readonly keyShare: string
}
