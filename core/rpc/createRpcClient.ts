import { ChainError } from '../errors/ChainError.js'
import { noRpcUrl } from '../errors/messages/noRpcUrl.js'
import { createRetryFetch } from '../http/createRetryFetch.js'
import { HttpError } from '../http/HttpError.js'
import type { RetryFetchOptions } from '../http/RetryFetchOptions.js'
import type { RpcClient } from './RpcClient.js'
import { readProperty } from './readProperty.js'
import { toRpcError } from './toRpcError.js'

const SAMPLES = 10
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

/**
 * JSON-RPC over HTTP with the retry policy of createHttpClient per transport and fallback between
 * transports, ranked passively by the last 10 outcomes of each (stability 0.7, latency 0.3; spec
 * section 9); an unseen transport keeps its place. No background pings: only requests made are measured.
 */
export function createRpcClient(options: RetryFetchOptions = {}): RpcClient {
  const post = createRetryFetch({ maxBytes: 1_048_576, ...options })
  const seen = new Map<string, { ok: number; ms: number }[]>()

  const rank = (urls: readonly string[]) => {
    const slowest = Math.max(1, ...urls.flatMap((url) => seen.get(url)?.map(({ ms }) => ms) ?? []))
    const score = (url: string) => {
      const samples = seen.get(url)
      if (!samples) return 0.7
      const stability = mean(samples.map(({ ok }) => ok))
      return stability && 0.7 * stability + 0.3 * (1 - mean(samples.map(({ ms }) => ms)) / slowest)
    }
    return [...new Set(urls)]
      .map((url) => [score(url), url] as const)
      .sort((a, b) => b[0] - a[0])
      .map(([, url]) => url)
  }

  const call = async (url: string, body: string, signal: AbortSignal | undefined) => {
    const response = await post(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body,
      signal,
    })
    const { status } = response
    if (!response.ok)
      throw new HttpError(`Request failed with status ${status}`, { kind: 'status', url, status })
    let reply: unknown
    try {
      reply = JSON.parse(await response.text())
    } catch (cause) {
      throw new HttpError('Invalid JSON in response', { kind: 'parse', url, status, cause })
    }
    const error = readProperty(reply, 'error')
    if (error !== undefined && error !== null) throw toRpcError(error)
    const result = readProperty(reply, 'result')
    if (result === undefined)
      throw new HttpError('Invalid JSON in response', {
        kind: 'parse',
        url,
        status,
        details: `${url}: no result`,
      })
    return result
  }

  return {
    async request(urls, method, params, signal) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
      let failure: unknown = new ChainError(noRpcUrl)
      for (const url of rank(urls)) {
        const start = Date.now()
        let ok = 0
        try {
          const result = await call(url, body, signal)
          ok = 1
          return result
        } catch (error) {
          if (signal?.aborted) throw error
          failure = error
        } finally {
          const samples = seen.get(url) ?? []
          samples.push({ ok, ms: Date.now() - start })
          seen.set(url, samples.slice(-SAMPLES))
        }
      }
      throw failure
    },
  }
}
