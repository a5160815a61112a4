import type { ChainNamespace } from '../../core/types/ChainNamespace.js'
import type { SignatureVerifier } from './SignatureVerifier.js'

/** Options of the SIWX session service (ServerOptions.sessions). */
export interface SessionOptions {
  /** HS256 key of session tokens, at least 32 characters; default: one made at first start, kept in the database. */
  readonly secret?: string
  /** Lifetime of a session whose message sets no expiry, and the longest any token lives (default 7 days). */
  readonly maxAgeMs?: number
  /** How long a nonce can be used (default 5 minutes). */
  readonly nonceTtlMs?: number
  /** How far a message's Issued At may be from the server's clock (default 5 minutes). */
  readonly clockSkewMs?: number
  /** JSON-RPC URL per CAIP-2 chain: eip155 contract accounts (EIP-1271, EIP-6492) are checked through it. */
  readonly rpcUrls?: Readonly<Record<string, string>>
  /** The CAIP-2 chains sessions may name (default: any chain of a namespace with a verifier). */
  readonly chains?: readonly string[]
  /** Signature checks by namespace, added to (or replacing) the built-in eip155 and solana ones. */
  readonly verifiers?: Partial<Record<ChainNamespace, SignatureVerifier>>
}
