import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsEvent } from './AnalyticsEvent.js'
import { analyticsLimits } from './analyticsLimits.js'
import { createAnalyticsQueue } from './createAnalyticsQueue.js'
import type { AnalyticsTransport } from './createAnalyticsTransport.js'
import type { SendOutcome } from './SendOutcome.js'

const event = (id: string | number): AnalyticsEvent => ({
  eventId: `e-${id}`,
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1_760_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
})
const ids = (batch: readonly AnalyticsEvent[]) => batch.map((item) => item.eventId)
const failed = (retry = true, retryAfter: string | null = null): SendOutcome => ({
  kind: 'failed',
  retry,
  retryAfter,
})

/** A transport that records each request and answers from a script (then 'sent'). */
function scriptedTransport(script: SendOutcome[] = [], beaconAccepts = true) {
  const sent: { at: number; batch: string[]; signal: AbortSignal }[] = []
  const beacons: string[][] = []
  const transport: AnalyticsTransport = {
    async send(batch, signal) {
      sent.push({ at: Date.now(), batch: ids(batch), signal })
      return script.shift() ?? { kind: 'sent' }
    },
    beacon(batch) {
      if (!beaconAccepts) return false
      beacons.push(ids(batch))
      return true
    },
  }
  return { transport, sent, beacons }
}

const limits = { ...analyticsLimits, batchIntervalMs: 2_000, batchSize: 20, retries: 3, retryBaseMs: 1_000 }

beforeEach(() => {
  vi.useFakeTimers({ now: 1_760_000_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('analytics queue', () => {
  it('sends the events of one interval in one request, in order, and nothing before the interval ends', async () => {
    const { transport, sent } = scriptedTransport()
    const queue = createAnalyticsQueue(transport, limits, () => {})
    queue.start()
    queue.push(event(1))
    await vi.advanceTimersByTimeAsync(500)
    queue.push(event(2))
    queue.push(event(3))
    await vi.advanceTimersByTimeAsync(1_499)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sent.map((request) => request.batch)).toEqual([['e-1', 'e-2', 'e-3']])
    queue.push(event(4))
    await vi.advanceTimersByTimeAsync(2_000)
    expect(sent.map((request) => request.batch)).toEqual([['e-1', 'e-2', 'e-3'], ['e-4']])
  })

  it('holds events until started, then sends them', async () => {
    const { transport, sent } = scriptedTransport()
    const queue = createAnalyticsQueue(transport, limits, () => {})
    queue.push(event(1))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sent).toEqual([])
    queue.start()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(sent.map((request) => request.batch)).toEqual([['e-1']])
  })

  it('sends at once when batchSize events wait, in requests of at most 50 events', async () => {
    const { transport, sent } = scriptedTransport()
    const queue = createAnalyticsQueue(transport, limits, () => {})
    for (let i = 0; i < 120; i += 1) queue.push(event(i))
    queue.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.map((request) => request.batch.length)).toEqual([50, 50, 20])
    expect(sent.flatMap((request) => request.batch)).toEqual(Array.from({ length: 120 }, (_, i) => `e-${i}`))
  })

  it('keeps each request body under maxBatchBytes and drops an event too large to send alone', async () => {
    const { transport, sent } = scriptedTransport()
    const one = JSON.stringify(event(1)).length
    const queue = createAnalyticsQueue(transport, { ...limits, maxBatchBytes: one * 2 + 4 }, () => {})
    const huge = { ...event('huge'), url: `http://127.0.0.1/${'x'.repeat(one * 3)}` }
    for (const item of [event(1), event(2), huge, event(3)]) queue.push(item)
    queue.start()
    await queue.flush()
    expect(sent.map((request) => request.batch)).toEqual([['e-1', 'e-2'], ['e-3']])
  })

  it('keeps at most queueLimit events, dropping the oldest', async () => {
    const { transport, sent } = scriptedTransport()
    const queue = createAnalyticsQueue(transport, { ...limits, queueLimit: 5 }, () => {})
    for (let i = 1; i <= 8; i += 1) queue.push(event(i))
    expect(queue.size()).toBe(5)
    queue.start()
    await queue.flush()
    expect(sent.map((request) => request.batch)).toEqual([['e-4', 'e-5', 'e-6', 'e-7', 'e-8']])
  })

  it('retries a failed request 3 times with exponential backoff, then drops the batch and goes on', async () => {
    const { transport, sent } = scriptedTransport([failed(), failed(), failed(), failed()])
    const queue = createAnalyticsQueue(transport, limits, () => {})
    queue.start()
    queue.push(event(1))
    await vi.advanceTimersByTimeAsync(2_000)
    const start = sent[0]!.at
    await vi.advanceTimersByTimeAsync(999)
    expect(sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1 + 2_000 + 4_000)
    expect(sent.map((request) => request.at - start)).toEqual([0, 1_000, 3_000, 7_000])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(4)
    queue.push(event(2))
    await vi.advanceTimersByTimeAsync(2_000)
    expect(sent.map((request) => request.batch)).toEqual([['e-1'], ['e-1'], ['e-1'], ['e-1'], ['e-2']])
  })

  it('waits as long as Retry-After says, and events queued meanwhile follow the retried batch', async () => {
    const { transport, sent } = scriptedTransport([failed(true, '5')])
    const queue = createAnalyticsQueue(transport, limits, () => {})
    queue.start()
    queue.push(event(1))
    await vi.advanceTimersByTimeAsync(2_000)
    queue.push(event(2))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(sent.map((request) => request.batch)).toEqual([['e-1']])
    await vi.advanceTimersByTimeAsync(1)
    expect(sent.map((request) => request.batch)).toEqual([['e-1'], ['e-1'], ['e-2']])
    expect(sent.map((request) => request.at - sent[0]!.at)).toEqual([0, 5_000, 5_000])
  })

  it('does not retry a request the service refused (400, 413)', async () => {
    const { transport, sent } = scriptedTransport([failed(false)])
    const queue = createAnalyticsQueue(transport, limits, () => {})
    queue.start()
    queue.push(event(1))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent.map((request) => request.batch)).toEqual([['e-1']])
  })

  it('on 403 calls onForbidden once, drops the queue and sends nothing again', async () => {
    const { transport, sent, beacons } = scriptedTransport([{ kind: 'forbidden' }])
    const onForbidden = vi.fn()
    const queue = createAnalyticsQueue(transport, limits, onForbidden)
    queue.start()
    queue.push(event(1))
    await vi.advanceTimersByTimeAsync(2_000)
    expect(onForbidden).toHaveBeenCalledOnce()
    expect(queue.state()).toBe('stopped')
    for (let i = 2; i < 30; i += 1) queue.push(event(i))
    queue.flushBeacon()
    await queue.flush()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(1)
    expect(beacons).toEqual([])
    expect(onForbidden).toHaveBeenCalledOnce()
  })

  it('when the page hides, sends what is queued by beacon at once, with a batch waiting for its retry', async () => {
    const { transport, sent, beacons } = scriptedTransport([failed()])
    const queue = createAnalyticsQueue(transport, limits, () => {})
    queue.start()
    queue.push(event(1))
    await vi.advanceTimersByTimeAsync(2_000)
    queue.push(event(2))
    queue.push(event(3))
    queue.flushBeacon()
    expect(beacons).toEqual([['e-1', 'e-2', 'e-3']])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent.map((request) => request.batch)).toEqual([['e-1']])
  })

  it('keeps the events a beacon refused and sends them by fetch later', async () => {
    const { transport, sent } = scriptedTransport([], false)
    const queue = createAnalyticsQueue(transport, limits, () => {})
    queue.start()
    queue.push(event(1))
    queue.flushBeacon()
    expect(queue.size()).toBe(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(sent.map((request) => request.batch)).toEqual([['e-1']])
  })

  it('sends no beacon before it is started', () => {
    const { transport, beacons } = scriptedTransport()
    const queue = createAnalyticsQueue(transport, limits, () => {})
    queue.push(event(1))
    queue.flushBeacon()
    expect(beacons).toEqual([])
    expect(queue.size()).toBe(1)
  })

  it('stop() drops the queue, aborts the request in flight and cancels a retry', async () => {
    let release: (outcome: SendOutcome) => void = () => {}
    const signals: AbortSignal[] = []
    const transport: AnalyticsTransport = {
      send: (_batch, signal) => {
        signals.push(signal)
        return new Promise((resolve) => {
          release = resolve
        })
      },
      beacon: () => true,
    }
    const queue = createAnalyticsQueue(transport, limits, () => {})
    queue.start()
    queue.push(event(1))
    await vi.advanceTimersByTimeAsync(2_000)
    queue.push(event(2))
    queue.stop()
    expect(signals[0]?.aborted).toBe(true)
    release(failed())
    await vi.advanceTimersByTimeAsync(60_000)
    expect(signals).toHaveLength(1)
    expect(queue.size()).toBe(0)
  })
})
