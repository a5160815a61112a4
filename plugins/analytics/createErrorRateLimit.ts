const MINUTE_MS = 60_000

/** A sliding one-minute window: `take()` is true at most `perMinute` times in any 60 s. */
export function createErrorRateLimit(perMinute: number, now: () => number = Date.now): { take(): boolean } {
  let sent: number[] = []
  return {
    take() {
      const time = now()
      sent = sent.filter((at) => time - at < MINUTE_MS)
      if (sent.length >= perMinute) return false
      sent.push(time)
      return true
    },
  }
}
