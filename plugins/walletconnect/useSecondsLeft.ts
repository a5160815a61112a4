import { useEffect, useState } from 'react'

/** Whole seconds until `until` (epoch ms), ticking once a second; undefined without a deadline. */
export function useSecondsLeft(until: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === undefined) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [until])
  return until === undefined ? undefined : Math.max(0, Math.ceil((until - now) / 1_000))
}
