import { retryDelay } from '../../entries/plugin.js'
import type { AnalyticsEvent } from './AnalyticsEvent.js'
import type { AnalyticsLimits } from './analyticsLimits.js'
import type { AnalyticsTransport } from './createAnalyticsTransport.js'

export interface AnalyticsQueue {
  /** Queues an event (the oldest dropped past the limit); sent with the next batch once started. */
  push(event: AnalyticsEvent): void
  /** Sending may begin: the analytics config allows it. Until then events wait. */
  start(): void
  /** Sends what is queued now, batch after batch; resolves when done (at once when not started). */
  flush(): Promise<void>
  /** The page hides: what is queued (and a batch waiting for its retry) goes by beacon. */
  flushBeacon(): void
  /** Stops for good: the queue is dropped, a request in flight aborted, nothing is sent again. */
  stop(): void
  readonly state: () => 'waiting' | 'sending' | 'stopped'
  readonly size: () => number
}

type Limits = Pick<
  AnalyticsLimits,
  | 'batchIntervalMs'
  | 'batchSize'
  | 'maxBatchEvents'
  | 'maxBatchBytes'
  | 'queueLimit'
  | 'retries'
  | 'retryBaseMs'
>

/**
 * Batches analytics events: one request per interval, or at once when `batchSize` are waiting; one
 * request in flight; a failure retried `retries` times with backoff, then the batch is dropped; 403
 * calls `onForbidden` and stops.
 */
export function createAnalyticsQueue(
  transport: AnalyticsTransport,
  limits: Limits,
  onForbidden: () => void,
): AnalyticsQueue {
  let state: 'waiting' | 'sending' | 'stopped' = 'waiting'
  let queue: AnalyticsEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let retrying: { batch: readonly AnalyticsEvent[]; cancel: () => void } | undefined
  const controller = new AbortController()

  const size = (event: AnalyticsEvent) => JSON.stringify(event).length + 1
  const takeBatch = (): AnalyticsEvent[] => {
    const batch: AnalyticsEvent[] = []
    let bytes = 2
    while (queue.length > 0 && batch.length < limits.maxBatchEvents) {
      const next = queue[0] as AnalyticsEvent
      const nextBytes = size(next)
      if (nextBytes + 2 > limits.maxBatchBytes) {
        queue.shift()
        continue
      }
      if (bytes + nextBytes > limits.maxBatchBytes) break
      batch.push(next)
      bytes += nextBytes
      queue.shift()
    }
    return batch
  }
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const wait = (ms: number, batch: readonly AnalyticsEvent[]) =>
    new Promise<boolean>((resolve) => {
      const done = (sendNow: boolean) => {
        clearTimeout(delay)
        retrying = undefined
        resolve(sendNow)
      }
      const delay = setTimeout(() => done(true), ms)
      retrying = { batch, cancel: () => done(false) }
    })

  const sendBatch = async (batch: readonly AnalyticsEvent[]) => {
    for (let attempt = 0; state === 'sending'; attempt += 1) {
      const outcome = await transport.send(batch, controller.signal)
      if (state !== 'sending' || outcome.kind === 'sent') return
      if (outcome.kind === 'forbidden') {
        stop()
        onForbidden()
        return
      }
      if (!outcome.retry || attempt >= limits.retries) return
      if (!(await wait(retryDelay(attempt, outcome.retryAfter, limits.retryBaseMs), batch))) return
    }
  }
  const drain = async () => {
    while (state === 'sending' && queue.length > 0) await sendBatch(takeBatch())
  }
  const kick = (): Promise<void> => {
    clearTimer()
    running ??= drain().finally(() => {
      running = undefined
      schedule()
    })
    return running
  }
  function schedule() {
    if (state !== 'sending' || running || queue.length === 0) return
    if (queue.length >= limits.batchSize) void kick()
    else timer ??= setTimeout(() => void kick(), limits.batchIntervalMs)
  }
  function stop() {
    state = 'stopped'
    queue = []
    clearTimer()
    retrying?.cancel()
    controller.abort()
  }

  return {
    push(event) {
      if (state === 'stopped') return
      queue.push(event)
      if (queue.length > limits.queueLimit) queue.splice(0, queue.length - limits.queueLimit)
      schedule()
    },
    start() {
      if (state !== 'waiting') return
      state = 'sending'
      schedule()
    },
    async flush() {
      while (state === 'sending' && (queue.length > 0 || running)) await kick()
    },
    flushBeacon() {
      if (state !== 'sending') return
      clearTimer()
      const waiting = retrying
      if (waiting) {
        waiting.cancel()
        queue.unshift(...waiting.batch)
      }
      while (queue.length > 0) {
        const batch = takeBatch()
        if (batch.length > 0 && !transport.beacon(batch)) {
          queue.unshift(...batch)
          break
        }
      }
      schedule()
    },
    stop,
    state: () => state,
    size: () => queue.length,
  }
}
