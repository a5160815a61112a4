import type { AnalyticsEvent } from './AnalyticsEvent.js'
import { randomUuid } from './randomUuid.js'
import type { ErrorReport } from './toErrorReport.js'
import { toProperties } from './toProperties.js'

export interface PageInfo {
  /** The page's URL without its query and fragment (they may hold tokens). */
  readonly url: string
  readonly domain: string
}

export interface EventBuilder {
  track(event: string, payload: unknown, address: string | undefined): AnalyticsEvent
  error(event: string, report: ErrorReport, address: string | undefined): AnalyticsEvent
}

/** Builds the events of spec section 3: a new eventId, the page where it happened (read each time: single-page apps move) and the time of each. */
export function createEventBuilder(
  page: () => PageInfo,
  textMaxChars: number,
  now: () => number = Date.now,
): EventBuilder {
  const withAddress = (address: string | undefined) =>
    address ? { address: address.slice(0, textMaxChars) } : {}
  const event = (props: AnalyticsEvent['props']): AnalyticsEvent => {
    const { url, domain } = page()
    return { eventId: randomUuid(), url, domain, timestamp: now(), props }
  }
  return {
    track: (name, payload, address) =>
      event({
        type: 'track',
        event: name,
        properties: toProperties(payload, textMaxChars),
        ...withAddress(address),
      }),
    error: (name, report, address) =>
      event({ type: 'error', event: name, ...report, ...withAddress(address) }),
  }
}
