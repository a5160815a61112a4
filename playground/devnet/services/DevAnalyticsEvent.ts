import type { AnalyticsEvent } from '../../../server/analytics/AnalyticsEvent.js'

/** An analytics event the sink accepted: the server's AnalyticsEvent. */
export type DevAnalyticsEvent = AnalyticsEvent
