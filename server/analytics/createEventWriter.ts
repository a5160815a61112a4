import type { GangwayStore } from '../storage/GangwayStore.js'
import type { AnalyticsEvent } from './AnalyticsEvent.js'

interface Pending {
  readonly event: AnalyticsEvent
  resolve(): void
  reject(error: unknown): void
}

/**
 * Group commit of analytics events: events that arrive together are stored in one statement, at most
 * `maxDelayMs` after the first of them (or at once when `maxBatch` are waiting); write() resolves only
 * once its event is committed. One commit runs at a time; what arrives meanwhile waits for the next.
 */
export function createEventWriter(
  store: Pick<GangwayStore, 'analytics'>,
  options: { readonly maxDelayMs?: number; readonly maxBatch?: number } = {},
): { write(event: AnalyticsEvent): Promise<void>; close(): Promise<void> } {
  const maxDelayMs = Math.max(0, options.maxDelayMs ?? 2)
  const maxBatch = Math.max(1, options.maxBatch ?? 500)
  let queue: Pending[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let flushing: Promise<void> | undefined
  let closed = false

  const flush = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch)
      queue = queue.slice(batch.length)
      try {
        await store.analytics.insert(batch.map((item) => item.event))
        for (const item of batch) item.resolve()
      } catch (error) {
        for (const item of batch) item.reject(error)
      }
    }
  }

  const schedule = (): void => {
    if (flushing) return
    if (queue.length < maxBatch && timer === undefined) {
      timer = setTimeout(start, maxDelayMs)
      return
    }
    if (queue.length >= maxBatch) start()
  }

  function start(): void {
    if (flushing) return
    flushing = flush().finally(() => {
      flushing = undefined
      if (queue.length > 0) schedule()
    })
  }

  return {
    write(event) {
      if (closed) return Promise.reject(new Error('The event writer is closed'))
      return new Promise<void>((resolve, reject) => {
        queue.push({ event, resolve, reject })
        schedule()
      })
    },
    async close() {
      closed = true
      while (flushing || queue.length > 0) {
        if (!flushing) start()
        await flushing
      }
    },
  }
}
