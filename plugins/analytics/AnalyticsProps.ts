/** Plain values only: strings capped, no objects. */
export type AnalyticsProperties = Readonly<Record<string, string | number | boolean>>

/** An event's data with the connected address: a tracked event, or an error report (spec section 3). */
export type AnalyticsProps =
  | {
      readonly type: 'track'
      readonly event: string
      readonly properties: AnalyticsProperties
      readonly address?: string
    }
  | {
      readonly type: 'error'
      readonly event: string
      readonly errorType: string
      readonly errorMessage: string
      readonly stackTrace: string
      readonly properties: AnalyticsProperties
      readonly address?: string
    }
