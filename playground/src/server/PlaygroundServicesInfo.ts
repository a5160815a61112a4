import type { Features } from '../../../core/index.js'
import type { DevAnalyticsEvent } from '../../devnet/services/DevAnalyticsEvent.js'
import type { DevRequest } from '../../devnet/services/DevRequest.js'

/** What GET /playground/services.json tells the page about the dev services. */
export interface PlaygroundServicesInfo {
  readonly requests: readonly DevRequest[]
  readonly requestCount: number
  readonly analytics: readonly DevAnalyticsEvent[]
  readonly analyticsCount: number
  readonly remoteFeatures: Partial<Features> | null
  /** The failures the services panel injected: requests to `path` answer `status` until turned off. */
  readonly failures: readonly { readonly path: string; readonly status: number }[]
}
