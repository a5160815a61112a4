import type { AuthAccount } from '../auth/AuthAccount.js'

/** An embedded-wallet user as stored: the key blob is the frame's ciphertext, never readable here. */
export interface StoredAuthUser {
  readonly id: string
  readonly projectId: string
  readonly email: string
  readonly accounts: readonly AuthAccount[]
  readonly keyBlob: string | null
}
