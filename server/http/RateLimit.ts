/** At most `limit` requests per `windowMs` (a fixed window). */
export interface RateLimit {
  readonly limit: number
  readonly windowMs: number
}
