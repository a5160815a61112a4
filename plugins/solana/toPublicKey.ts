import { PublicKey } from '@solana/web3.js'
import { GangwayError } from '../../entries/plugin.js'

/** The PublicKey of a caller-given address; `what` names the argument in the error details. */
export function toPublicKey(value: unknown, what: string): PublicKey {
  const invalid = (cause?: unknown) =>
    new GangwayError('Invalid Solana address', {
      cause,
      details: `${what} must be a base58 public key (32 to 44 characters), received ${String(value)}`,
    })
  if (typeof value !== 'string') throw invalid()
  try {
    return new PublicKey(value)
  } catch (cause) {
    throw invalid(cause)
  }
}
