import type { AnalyticsEvent } from './AnalyticsEvent.js'

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

/** Validates a POST /e (query projectId, st, sv; JSON body eventId, url, domain, timestamp, props): the event, or why it is rejected. */
export function parseAnalyticsEvent(
  query: URLSearchParams,
  body: string,
  receivedAt = Date.now(),
): { readonly event: AnalyticsEvent } | { readonly reason: string } {
  for (const key of ['projectId', 'st', 'sv'] as const)
    if (!text(query.get(key), 200)) return { reason: `Missing or invalid query parameter: ${key}` }
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return { reason: 'Invalid JSON body' }
  }
  if (!isObject(parsed)) return { reason: 'Invalid body: expected a JSON object' }
  const { eventId, url, domain, timestamp, props } = parsed
  if (!text(eventId, 200)) return { reason: 'Invalid eventId: expected a non-empty string' }
  if (!isPageUrl(url)) return { reason: 'Invalid url: expected an http(s) URL' }
  if (!text(domain, 253)) return { reason: 'Invalid domain: expected a non-empty string' }
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp <= 0)
    return { reason: 'Invalid timestamp: expected milliseconds since the epoch' }
  if (!isObject(props)) return { reason: 'Invalid props: expected an object' }
  return {
    event: {
      eventId: eventId as string,
      url: url as string,
      domain: domain as string,
      timestamp,
      props,
      projectId: query.get('projectId')!,
      sdkType: query.get('st')!,
      sdkVersion: query.get('sv')!,
      receivedAt,
    },
  }
}
