import type { AnalyticsProps } from './AnalyticsProps.js'

/** One event as POST {analytics}/e receives it (spec section 3); a request carries an array of them. */
export interface AnalyticsEvent {
  readonly eventId: string
  readonly url: string
  readonly domain: string
  readonly timestamp: number
  readonly props: AnalyticsProps
}
