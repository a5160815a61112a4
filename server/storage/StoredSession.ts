/** A SIWX session as the server stores it. */
export interface StoredSession {
  readonly id: string
  readonly projectId: string
  /** CAIP-2 id of the chain the message names. */
  readonly chainId: string
  readonly address: string
  readonly data: Readonly<Record<string, unknown>>
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
  /** Milliseconds since the epoch; undefined: the message sets no expiry. */
  readonly expiresAt: number | undefined
  readonly createdAt: number
  readonly revokedAt: number | undefined
}
