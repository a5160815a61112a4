import { vi } from 'vitest'

/** Polls `read` until it gives a value other than undefined or false (10 s by default), and returns it. */
export function waitUntil<T>(read: () => T | undefined, timeout = 10_000): Promise<T> {
  return vi.waitFor(
    () => {
      const value = read()
      if (value === undefined || value === false) throw new Error('not yet')
      return value
    },
    { timeout, interval: 20 },
  )
}
