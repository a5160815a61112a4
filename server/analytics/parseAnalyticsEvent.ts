import type { AnalyticsEvent } from './AnalyticsEvent.js'

/** Most events one POST /e may carry as a JSON array. */
const MAX_BATCH = 50

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max

function isPageUrl(value: unknown): boolean {
  if (!text(value, 2_048)) return false
  try {
    return /^https?:$/.test(new URL(value as string).protocol)
  } catch {
    return false
  }
}

function checkEvent(value: unknown): string | undefined {
  if (!isObject(value)) return 'expected a JSON object'
  const { eventId, url, domain, timestamp, props } = value
  if (!text(eventId, 200)) return 'Invalid eventId: expected a non-empty string'
  if (!isPageUrl(url)) return 'Invalid url: expected an http(s) URL'
  if (!text(domain, 253)) return 'Invalid domain: expected a non-empty string'
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp <= 0)
    return 'Invalid timestamp: expected milliseconds since the epoch'
  if (!isObject(props)) return 'Invalid props: expected an object'
  return undefined
}

/**
 * Validates a POST /e (query projectId, st, sv; JSON body: one event `{ eventId, url, domain, timestamp,
 * props }` or an array of 1 to 50 of them): the events, or why the whole request is rejected.
 */
export function parseAnalyticsEvent(
  query: URLSearchParams,
  body: string,
  receivedAt = Date.now(),
): { readonly events: readonly AnalyticsEvent[]; readonly batch: boolean } | { readonly reason: string } {
  for (const key of ['projectId', 'st', 'sv'] as const)
    if (!text(query.get(key), 200)) return { reason: `Missing or invalid query parameter: ${key}` }
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return { reason: 'Invalid JSON body' }
  }
  const items: readonly unknown[] = Array.isArray(parsed) ? parsed : [parsed]
  const batch = Array.isArray(parsed)
  if (batch && (items.length === 0 || items.length > MAX_BATCH))
    return { reason: `Invalid body: expected 1 to ${MAX_BATCH} events, got ${items.length}` }
  for (const [index, item] of items.entries()) {
    const reason = checkEvent(item)
    if (!reason) continue
    const where = batch ? `event ${index}: ` : ''
    return { reason: reason.startsWith('expected') ? `Invalid body: ${where}${reason}` : `${where}${reason}` }
  }
  return {
    batch,
    events: (items as Record<string, unknown>[]).map((item) => ({
      eventId: item.eventId as string,
      url: item.url as string,
      domain: item.domain as string,
      timestamp: item.timestamp as number,
      props: item.props as Record<string, unknown>,
      projectId: query.get('projectId')!,
      sdkType: query.get('st')!,
      sdkVersion: query.get('sv')!,
      receivedAt,
    })),
  }
}
