import type { AuthAccount } from './AuthAccount.js'

/** The signed-in user as the frame is told: the e-mail and the accounts (addresses only). */
export interface AuthUser {
  readonly email: string | null
  readonly accounts: readonly AuthAccount[]
}
