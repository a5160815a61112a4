import type { StoredNonce } from './StoredNonce.js'
import type { StoredSession } from './StoredSession.js'

/** The SIWX tables: nonces, sessions and the server's secrets. */
export interface SiwxStore {
  /** Stores a fresh nonce of `projectId` (and forgets nonces that expired a day ago). */
  addNonce(projectId: string, nonce: string, expiresAt: number): Promise<void>
  nonce(projectId: string, nonce: string): Promise<StoredNonce | undefined>
  /**
   * Marks the nonce used and stores the session, in one transaction; false (nothing stored) when the nonce
   * was used meanwhile or has expired.
   */
  addSession(
    session: Omit<StoredSession, 'createdAt' | 'revokedAt'>,
    nonce: string,
    addressKey: string,
  ): Promise<boolean>
  session(id: string): Promise<StoredSession | undefined>
  /** The sessions of an account not revoked nor expired, newest first (of one chain when `chainId` is given). */
  sessions(projectId: string, addressKey: string, chainId?: string): Promise<StoredSession[]>
  /** Revokes the account's live sessions (of one chain when given); the number revoked. */
  revoke(projectId: string, addressKey: string, chainId?: string): Promise<number>
  /** The secret stored under `name`, made by `create` (and stored) the first time; every instance gets the same. */
  secret(name: string, create: () => string): Promise<string>
}
