import type { SiwxMessageData } from './SiwxMessageData.js'

/** A signed-in session (spec section 3): the message fields, its text, the signature, optionally a CACAO. */
export interface SiwxSession {
  readonly data: SiwxMessageData
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
  /** The signer's public key (base64) where the signature does not recover it (cosmos ADR-36). */
  readonly publicKey?: string
  /** The session token the Gangway server gave (a JWT the host's backend checks); absent with other backends. */
  readonly token?: string
  /** ISO 8601, when the server said the session ends. */
  readonly expiresAt?: string
}
