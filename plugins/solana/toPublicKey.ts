import { PublicKey } from '@solana/web3.js'
import { GangwayError, isSolanaAddress } from '../../entries/plugin.js'

/** The PublicKey of a caller-given address; `what` names the argument in the error details. */
export function toPublicKey(value: unknown, what: string): PublicKey {
  if (!isSolanaAddress(value))
    throw new GangwayError('Invalid Solana address', {
      details: `${what} must be 32 to 44 base58 characters, received ${String(value)}`,
    })
  try {
    return new PublicKey(value as string)
  } catch (cause) {
    throw new GangwayError('Invalid Solana address', { cause, details: `${what} is not a public key` })
  }
}
