import type { AnalyticsProperties } from './AnalyticsProps.js'

const MAX_KEYS = 16

/** The plain fields of an event payload (strings cut to `maxChars`); objects, functions and the address are left out. */
export function toProperties(payload: unknown, maxChars: number): AnalyticsProperties {
  if (typeof payload !== 'object' || payload === null) return {}
  const properties: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(payload).slice(0, MAX_KEYS)) {
    if (key === 'address') continue
    if (typeof value === 'string') properties[key] = value.slice(0, maxChars)
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
      properties[key] = value
  }
  return properties
}
