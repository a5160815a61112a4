import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitForFound } from './waitForFound.js'

function source() {
  let value: string | undefined
  const listeners = new Set<() => void>()
  return {
    find: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(next: string) {
      value = next
      for (const listener of listeners) listener()
    },
    listeners,
  }
}

afterEach(() => vi.useRealTimers())

describe('waitForFound', () => {
  it('answers at once with what is there, and waits for a late arrival up to its deadline', async () => {
    vi.useFakeTimers()
    const there = source()
    there.set('now')
    await expect(waitForFound(there.find, there.subscribe, 1000)).resolves.toBe('now')
    const late = source()
    const waiting = waitForFound(late.find, late.subscribe, 1000)
    late.set('later')
    await expect(waiting).resolves.toBe('later')
    expect(late.listeners.size).toBe(0)
  })

  it('gives undefined once the deadline passed, and stops listening', async () => {
    vi.useFakeTimers()
    const never = source()
    const waiting = waitForFound(never.find, never.subscribe, 1000)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(waiting).resolves.toBeUndefined()
    expect(never.listeners.size).toBe(0)
    await expect(waitForFound(never.find, never.subscribe, 0)).resolves.toBeUndefined()
  })
})
