/** An analytics event as accepted (spec section 3), with the query it came with and when it arrived. */
export interface AnalyticsEvent {
  readonly eventId: string
  readonly url: string
  readonly domain: string
  readonly timestamp: number
  readonly props: Readonly<Record<string, unknown>>
  readonly projectId: string
  readonly sdkType: string
  readonly sdkVersion: string
  readonly receivedAt: number
}
