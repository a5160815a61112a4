/** A session as the endpoints answer it. */
export interface SessionAnswer {
  readonly id: string
  readonly data: Readonly<Record<string, unknown>>
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
  /** ISO 8601; null when the session does not expire. */
  readonly expiresAt: string | null
}
