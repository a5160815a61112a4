import { shouldRetry } from '../../entries/plugin.js'
import type { AnalyticsEvent } from './AnalyticsEvent.js'
import type { SendOutcome } from './SendOutcome.js'

export interface AnalyticsTransport {
  /** POST {endpoint}/e?projectId&st&sv with the batch as a JSON array; never throws. */
  send(batch: readonly AnalyticsEvent[], signal: AbortSignal): Promise<SendOutcome>
  /** The same request handed to the browser to deliver after the page is gone; false when it refused it. */
  beacon(batch: readonly AnalyticsEvent[]): boolean
}

/** The requests of the analytics plugin to one URL (from analyticsUrl), each with a deadline. */
export function createAnalyticsTransport(options: {
  readonly url: string
  readonly timeoutMs: number
  readonly fetch?: typeof fetch | undefined
}): AnalyticsTransport {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return {
    async send(batch, signal) {
      const controller = new AbortController()
      const abort = () => controller.abort()
      signal.addEventListener('abort', abort, { once: true })
      const timer = setTimeout(abort, options.timeoutMs)
      try {
        const response = await doFetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(batch),
          signal: controller.signal,
          credentials: 'omit',
        })
        void response.body?.cancel().catch(() => {})
        if (response.ok) return { kind: 'sent' }
        if (response.status === 403) return { kind: 'forbidden' }
        const retry = response.status !== 413 && shouldRetry({ status: response.status })
        return { kind: 'failed', retry, retryAfter: response.headers.get('retry-after') }
      } catch {
        return { kind: 'failed', retry: !signal.aborted, retryAfter: null }
      } finally {
        clearTimeout(timer)
        signal.removeEventListener('abort', abort)
      }
    },
    beacon(batch) {
      const body = JSON.stringify(batch)
      if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
        try {
          return navigator.sendBeacon(options.url, body)
        } catch {
          return false
        }
      }
      void doFetch(options.url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
        () => {},
      )
      return true
    },
  }
}
