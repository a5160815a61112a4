import type { NameSuggestion } from './NameSuggestion.js'
import { namesLimits } from './namesLimits.js'

/** The suggestions endpoint's `{ suggestions: [{ name, registered }] }` checked: names with `suffix` and the rules, 10 at most. */
export function readSuggestions(value: unknown, suffix: string): readonly NameSuggestion[] | undefined {
  const list =
    typeof value === 'object' && value !== null ? (value as { suggestions?: unknown }).suggestions : undefined
  if (!Array.isArray(list)) return undefined
  return list.slice(0, namesLimits.maxSuggestions).flatMap((item: unknown) => {
    const { name, registered } = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >
    if (typeof name !== 'string' || typeof registered !== 'boolean' || !name.endsWith(suffix)) return []
    return /^[a-z0-9-]{4,63}$/.test(name.slice(0, -suffix.length)) ? [{ name, registered }] : []
  })
}
