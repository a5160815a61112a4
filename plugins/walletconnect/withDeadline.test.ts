import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectionError, failedToConnect } from '../../entries/plugin.js'
import { withDeadline } from './withDeadline.js'

const late = () => new ConnectionError(failedToConnect, { details: 'late' })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('withDeadline', () => {
  it('rejects with late() once the deadline has passed', async () => {
    const result = withDeadline(new Promise(() => undefined), Date.now() + 10_000, late)
    const failed = expect(result).rejects.toThrow('Failed to connect')
    await vi.advanceTimersByTimeAsync(10_000)
    await failed
    expect(vi.getTimerCount()).toBe(0)
  })

  it('settles like the work before the deadline and clears its timer', async () => {
    await expect(withDeadline(Promise.resolve('done'), Date.now() + 10_000, late)).resolves.toBe('done')
    await expect(withDeadline(Promise.reject(new Error('boom')), Date.now() + 10_000, late)).rejects.toThrow(
      'boom',
    )
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects at once for a deadline already past', async () => {
    const result = withDeadline(new Promise(() => undefined), Date.now() - 1, late)
    const failed = expect(result).rejects.toBeInstanceOf(ConnectionError)
    await vi.advanceTimersByTimeAsync(0)
    await failed
  })
})
