import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { ConnectionError } from '../../entries/plugin.js'
import { createPairingFlow } from './createPairingFlow.js'
import { initialPairingState, type PairingState } from './PairingState.js'
import { pairingTimings } from './pairingTimings.js'

interface Attempt {
  readonly onUri: (uri: string) => void
  resolve(session: string | undefined): void
  reject(error: unknown): void
}

function setup() {
  const store = createStore<PairingState>(() => initialPairingState)
  const attempts: Attempt[] = []
  const abandon = vi.fn()
  const discard = vi.fn()
  const stop = vi.fn()
  const flow = createPairingFlow<string>({
    store,
    abandon,
    discard,
    stop,
    timings: pairingTimings,
    attempt: (onUri) =>
      new Promise((resolve, reject) => {
        attempts.push({ onUri, resolve, reject })
      }),
  })
  return { store, attempts, abandon, discard, stop, flow }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pairing flow (spec: expiry 4 min, expired under 10 s left, retry after 1 s)', () => {
  it('shows a URI with its expiry, counts it expired 10 s early and makes a new one 1 s later', async () => {
    const { store, attempts, abandon, flow } = setup()
    void flow.wait()
    expect(store.getState()).toMatchObject({ status: 'connecting', buffering: true, uri: undefined })
    attempts[0]!.onUri('wc:first@2')
    expect(store.getState()).toMatchObject({ uri: 'wc:first@2', buffering: false })
    expect(store.getState().expiresAt).toBe(Date.now() + 240_000)
    await vi.advanceTimersByTimeAsync(229_999)
    expect(store.getState().uri).toBe('wc:first@2')
    await vi.advanceTimersByTimeAsync(1)
    expect(store.getState()).toMatchObject({ uri: undefined, buffering: true, status: 'connecting' })
    expect(attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(abandon).toHaveBeenCalledOnce()
    expect(attempts).toHaveLength(2)
    attempts[0]!.onUri('wc:stale@2')
    expect(store.getState().uri).toBeUndefined()
    attempts[1]!.onUri('wc:second@2')
    expect(store.getState().uri).toBe('wc:second@2')
  })

  it('resolves every waiter with the approved session, even one of a superseded URI', async () => {
    const { store, attempts, flow } = setup()
    const first = flow.wait()
    const second = flow.wait()
    attempts[0]!.onUri('wc:first@2')
    await vi.advanceTimersByTimeAsync(231_000)
    expect(attempts).toHaveLength(2)
    attempts[0]!.resolve('session-1')
    await expect(first).resolves.toBe('session-1')
    await expect(second).resolves.toBe('session-1')
    expect(store.getState()).toMatchObject({ status: 'connected', uri: undefined, buffering: false })
    attempts[1]!.onUri('wc:late@2')
    expect(store.getState().uri).toBeUndefined()
  })

  it("turns a wallet's rejection into 'Connection rejected' and any other failure into 'Failed to connect'", async () => {
    const { store, attempts, abandon, flow } = setup()
    const rejected = flow.wait()
    attempts[0]!.reject({ code: 5000, message: 'User rejected.' })
    await expect(rejected).rejects.toBeInstanceOf(ConnectionError)
    await expect(rejected).rejects.toThrow('Connection rejected')
    expect(store.getState()).toMatchObject({ status: 'disconnected', error: 'Connection rejected' })
    expect(abandon).toHaveBeenCalled()
    const failed = flow.wait()
    expect(store.getState().error).toBeUndefined()
    attempts[1]!.reject(new Error('socket hang up'))
    await expect(failed).rejects.toThrow('Failed to connect')
    expect(store.getState().error).toBe('Failed to connect')
  })

  it('cancels: the waiter fails with the given message and no timer fires afterwards', async () => {
    const { store, attempts, discard, flow } = setup()
    const waiting = flow.wait()
    attempts[0]!.onUri('wc:first@2')
    flow.cancel('Modal closed')
    await expect(waiting).rejects.toThrow('Modal closed')
    expect(store.getState()).toMatchObject({ status: 'disconnected', uri: undefined, buffering: false })
    await vi.advanceTimersByTimeAsync(pairingTimings.expiryMs * 2)
    expect(attempts).toHaveLength(1)
    attempts[0]!.resolve('late')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().status).toBe('disconnected')
    expect(discard).toHaveBeenCalledWith('late')
  })

  it('discards a session approved for a cancelled attempt even while a newer wait runs', async () => {
    const { store, attempts, abandon, discard, flow } = setup()
    void flow.wait().catch(() => undefined)
    flow.cancel('Modal closed')
    expect(abandon).not.toHaveBeenCalled()
    const newer = flow.wait()
    attempts[0]!.resolve('late')
    await vi.advanceTimersByTimeAsync(0)
    expect(discard).toHaveBeenCalledWith('late')
    expect(store.getState().status).toBe('connecting')
    attempts[1]!.resolve('wanted')
    await expect(newer).resolves.toBe('wanted')
    expect(discard).toHaveBeenCalledOnce()
  })
})

describe('pairing flow deadline (issue 14: relay unreachable or silent for 10 s)', () => {
  it("fails with 'Failed to connect' when no URI comes within 10 s, lets go of the relay and leaves no timer", async () => {
    const { store, attempts, abandon, discard, stop, flow } = setup()
    const waiting = flow.wait()
    const failed = expect(waiting).rejects.toThrow('Failed to connect')
    await vi.advanceTimersByTimeAsync(9_999)
    expect(store.getState()).toMatchObject({ status: 'connecting', buffering: true })
    await vi.advanceTimersByTimeAsync(1)
    await failed
    expect(store.getState()).toMatchObject({
      status: 'disconnected',
      buffering: false,
      error: 'Failed to connect',
    })
    expect(abandon).toHaveBeenCalledOnce()
    expect(stop).toHaveBeenCalledOnce()
    expect(vi.getTimerCount()).toBe(0)
    attempts[0]!.onUri('wc:late@2')
    attempts[0]!.resolve('late')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().uri).toBeUndefined()
    expect(discard).toHaveBeenCalledWith('late')
  })

  it('counts the first deadline from `since`, and a URI in time clears it', async () => {
    const { store, attempts, flow } = setup()
    const waiting = flow.wait(Date.now() - 4_000)
    const failed = expect(waiting).rejects.toThrow('Failed to connect')
    await vi.advanceTimersByTimeAsync(6_000)
    await failed
    const again = flow.wait()
    await vi.advanceTimersByTimeAsync(9_000)
    attempts[1]!.onUri('wc:second@2')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(store.getState()).toMatchObject({ status: 'connecting', uri: 'wc:second@2' })
    attempts[1]!.resolve('session')
    await expect(again).resolves.toBe('session')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('gives a renewed URI its own deadline', async () => {
    const { store, attempts, flow } = setup()
    const waiting = flow.wait()
    const failed = expect(waiting).rejects.toThrow('Failed to connect')
    attempts[0]!.onUri('wc:first@2')
    await vi.advanceTimersByTimeAsync(231_000)
    expect(attempts).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(store.getState().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    await failed
    expect(store.getState().error).toBe('Failed to connect')
  })

  it('cancel stops the relay and leaves no timer running', async () => {
    const { stop, flow } = setup()
    const waiting = flow.wait()
    flow.cancel('Modal closed')
    await expect(waiting).rejects.toThrow('Modal closed')
    expect(stop).toHaveBeenCalledOnce()
    expect(vi.getTimerCount()).toBe(0)
  })
})
