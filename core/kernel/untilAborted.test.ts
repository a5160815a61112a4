import { describe, expect, it, vi } from 'vitest'
import { untilAborted } from './untilAborted.js'

describe('untilAborted', () => {
  it('settles like the promise when the signal never aborts', async () => {
    const controller = new AbortController()
    await expect(untilAborted(Promise.resolve(7), controller.signal)).resolves.toBe(7)
    await expect(untilAborted(Promise.reject(new RangeError('no')), controller.signal)).rejects.toThrow('no')
  })

  it('rejects with the reason as soon as the signal aborts, without waiting for the promise', async () => {
    const controller = new AbortController()
    const pending = untilAborted(new Promise(() => {}), controller.signal)
    controller.abort('Modal closed')
    await expect(pending).rejects.toBe('Modal closed')
  })

  it('rejects at once with an already aborted signal', async () => {
    await expect(untilAborted(Promise.resolve(1), AbortSignal.abort('gone'))).rejects.toBe('gone')
  })

  it('passes the promise through without a signal', () => {
    const promise = Promise.resolve('same')
    expect(untilAborted(promise, undefined)).toBe(promise)
  })

  it('leaves no abort listener on the signal once the promise settles', async () => {
    const controller = new AbortController()
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    await untilAborted(Promise.resolve(1), controller.signal)
    await untilAborted(Promise.reject(new RangeError('x')), controller.signal).catch(() => {})
    expect(remove).toHaveBeenCalledTimes(2)
  })
})
