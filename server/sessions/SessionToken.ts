/** What a valid session token says: the signed-in account, its project and its session. */
export interface SessionToken {
  readonly projectId: string
  readonly sessionId: string
  /** CAIP-2 id of the chain the message named. */
  readonly chainId: string
  readonly address: string
  /** Milliseconds since the epoch. */
  readonly expiresAt: number
}
