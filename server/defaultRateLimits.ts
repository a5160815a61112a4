import type { RateLimit } from './http/RateLimit.js'

/** Default limits: 1,200 requests a minute per client address, 120,000 per project. */
export const defaultRateLimits: { readonly perIp: RateLimit; readonly perProject: RateLimit } = {
  perIp: { limit: 1_200, windowMs: 60_000 },
  perProject: { limit: 120_000, windowMs: 60_000 },
}
