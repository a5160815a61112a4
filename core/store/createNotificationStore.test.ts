import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNotificationStore } from './createNotificationStore.js'

describe('notifications', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('shows a first message at once', () => {
    const store = createNotificationStore({ reshowMs: 150, autoCloseMs: 3000 })
    store.show('Copied')
    expect(store.getState().current).toMatchObject({ message: 'Copied', variant: 'success', autoClose: true })
  })

  it('hides the current message, then shows the next one 150 ms later', () => {
    const store = createNotificationStore({ reshowMs: 150, autoCloseMs: 3000 })
    store.show('Authenticating...', 'loading')
    store.show('Signature declined', 'error')
    expect(store.getState().current).toBeUndefined()
    vi.advanceTimersByTime(149)
    expect(store.getState().current).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(store.getState().current).toMatchObject({ message: 'Signature declined', variant: 'error' })
  })

  it('auto-closes unless it is a loading message', () => {
    const store = createNotificationStore({ reshowMs: 150, autoCloseMs: 3000 })
    store.show('Authenticating...', 'loading')
    vi.advanceTimersByTime(10_000)
    expect(store.getState().current?.message).toBe('Authenticating...')
    store.hide()
    store.show('Copied')
    vi.advanceTimersByTime(3000)
    expect(store.getState().current).toBeUndefined()
  })

  it('a replaced message does not close its successor early', () => {
    const store = createNotificationStore({ reshowMs: 150, autoCloseMs: 3000 })
    store.show('first')
    vi.advanceTimersByTime(2900)
    store.show('second')
    vi.advanceTimersByTime(150 + 2000)
    expect(store.getState().current?.message).toBe('second')
  })
})
