import type { PrivateKeyAccount } from 'viem/accounts'

/** The user's keys, opened in the frame's memory only. */
export interface KeyVault {
  readonly evm: PrivateKeyAccount
  readonly solanaAddress: string
  signSolana(message: Uint8Array): Uint8Array
  /** The keys encrypted under the key share, for the auth service to keep. */
  readonly blob: string
}
