import { readProperty } from '../rpc/readProperty.js'
import { toRpcError } from '../rpc/toRpcError.js'
import { HttpError } from './HttpError.js'
import type { RetryFetchOptions } from './RetryFetchOptions.js'
import { retryDelay, shouldRetry } from './retryPolicy.js'

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done)
  })

function errorCode(text: string): number | undefined {
  if (!text.includes('"error"')) return undefined
  try {
    const error = readProperty(JSON.parse(text), 'error')
    return error === undefined || error === null ? undefined : toRpcError(error).code
  } catch {
    return undefined
  }
}

/**
 * fetch with the retry policy of createHttpClient (spec sections 8 and 9): every attempt is cut after
 * `timeoutMs`, body included; a retryable status or JSON-RPC error code, a timeout or a network failure
 * is tried again up to `retries` times, after Retry-After (at most 30 s) or an exponential backoff; the
 * caller's signal stops it at once. The body is buffered, so `init.body` must be a string. After the
 * last retry the last response is returned; a timeout, network failure or abort throws HttpError.
 */
export function createRetryFetch(options: RetryFetchOptions = {}): typeof fetch {
  const { retries = 3, timeoutMs = 10_000, retryBaseMs = 150, maxBytes = 16_777_216 } = options
  const send: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return async (input, init) => {
    const signal = init?.signal ?? undefined
    const url = (input as Request).url ?? String(input)
    for (let retry = 0; ; retry++) {
      if (signal?.aborted)
        throw new HttpError('Request was aborted', { kind: 'aborted', url, cause: signal.reason })
      const controller = new AbortController()
      const stop = () => controller.abort()
      const timer = setTimeout(stop, timeoutMs)
      signal?.addEventListener('abort', stop)
      let after: string | null = null
      try {
        const response = await send(input, { ...init, signal: controller.signal })
        const text = await response.text()
        if (text.length > maxBytes)
          throw new HttpError('Response too large', { kind: 'parse', url, status: response.status })
        const code = errorCode(text)
        const again =
          (!response.ok && shouldRetry({ status: response.status })) ||
          (code !== undefined && shouldRetry({ code }))
        if (!again || retry >= retries) return new Response(text || null, response)
        after = response.headers.get('retry-after')
      } catch (cause) {
        if (cause instanceof HttpError) throw cause
        if (signal?.aborted)
          throw new HttpError('Request was aborted', { kind: 'aborted', url, cause: signal.reason })
        const late = controller.signal.aborted
        if (retry >= retries)
          throw new HttpError(late ? 'Request timed out' : 'Network request failed', {
            kind: late ? 'timeout' : 'network',
            url,
            cause,
            details: late ? `${url}: no response after ${timeoutMs} ms` : undefined,
          })
      } finally {
        clearTimeout(timer)
        signal?.removeEventListener('abort', stop)
      }
      await pause(retryDelay(retry, after, retryBaseMs), signal)
    }
  }
}
