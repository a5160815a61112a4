/** The units of the spec's relative times. */
export type RelativeUnit = 'sec' | 'min' | 'hr' | 'd' | 'mo' | 'yr'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How long ago `then` was at `now`, in the largest whole unit of sec, min, hr, d, mo (30 days), yr (365 days); the future counts as 0 sec. */
export function relativeTime(
  then: number,
  now: number,
): { readonly count: number; readonly unit: RelativeUnit } {
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return { count: Math.floor(elapsed / SECOND), unit: 'sec' }
  if (elapsed < HOUR) return { count: Math.floor(elapsed / MINUTE), unit: 'min' }
  if (elapsed < DAY) return { count: Math.floor(elapsed / HOUR), unit: 'hr' }
  if (elapsed < 30 * DAY) return { count: Math.floor(elapsed / DAY), unit: 'd' }
  if (elapsed < 365 * DAY) return { count: Math.floor(elapsed / (30 * DAY)), unit: 'mo' }
  return { count: Math.floor(elapsed / (365 * DAY)), unit: 'yr' }
}
