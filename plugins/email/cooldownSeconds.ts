/** Seconds (rounded up) left of the `cooldownMs` wait after `last` (epoch ms), 0 when it is over or there was none. */
export function cooldownSeconds(last: number | null, now: number, cooldownMs = 30_000): number {
  if (last === null || !Number.isFinite(last) || last > now) return 0
  return Math.max(0, Math.ceil((last + cooldownMs - now) / 1000))
}
