import type { HttpClient, HttpClientOptions, HttpQuery, HttpRequestInit } from './HttpClient.js'
import { HttpError } from './HttpError.js'
import { retryDelay, shouldRetry } from './retryPolicy.js'

type Outcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: HttpError; readonly retryAfter: string | null }

const REASON_KEYS = ['reason', 'message', 'error', 'description', 'detail'] as const
const MAX_REASON = 300
const DEFAULT_MAX_BYTES = 4 * 1024 * 1024

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function clip(text: string): string {
  const trimmed = text.trim()
  return trimmed.length > MAX_REASON ? `${trimmed.slice(0, MAX_REASON)}...` : trimmed
}

function readErrorBody(text: string): { reason: string | undefined; code: number | undefined } {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    const plain = clip(text)
    return { reason: plain && !plain.startsWith('<') ? plain : undefined, code: undefined }
  }
  if (!isObject(body)) return { reason: undefined, code: undefined }
  const nested = isObject(body.error) ? body.error : undefined
  const code =
    typeof body.code === 'number' ? body.code : typeof nested?.code === 'number' ? nested.code : undefined
  const firstReason = Array.isArray(body.reasons) && isObject(body.reasons[0]) ? body.reasons[0] : undefined
  const candidates = [...REASON_KEYS.map((key) => body[key]), nested?.message, firstReason?.description]
  const reason = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '')
  return { reason: reason === undefined ? undefined : clip(reason), code }
}

async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  const body = response.body
  if (Number(response.headers.get('content-length')) > maxBytes) {
    void body?.cancel().catch(() => {})
    return undefined
  }
  if (!body || typeof body.getReader !== 'function') {
    const text = await response.text()
    return text.length > maxBytes ? undefined : text
  }
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > maxBytes) {
      void reader.cancel().catch(() => {})
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = (): void => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function buildUrl(options: HttpClientOptions, path: string, query: HttpQuery | undefined): string {
  const params = new URLSearchParams()
  if (options.projectId) params.set('projectId', options.projectId)
  params.set('st', options.sdkType)
  params.set('sv', options.sdkVersion)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || params.has(key)) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const root = options.baseUrl.replace(/\/+$/, '')
  const target = `${root}${path.startsWith('/') ? path : `/${path}`}`
  return `${target}${target.includes('?') ? '&' : '?'}${params.toString()}`
}

/**
 * A JSON client for one service: every request carries `projectId`, `st` and `sv`; each attempt times
 * out after `timeoutMs`; failures are HttpError and are retried per the retry policy (spec section 8).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const retries = Math.max(0, options.retries ?? 3)
  const timeoutMs = options.timeoutMs ?? 10_000
  const retryBaseMs = options.retryBaseMs ?? 150
  const clientMaxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const sleep = options.sleep ?? defaultSleep
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function attempt(
    method: string,
    url: string,
    body: string | undefined,
    init: HttpRequestInit | undefined,
  ): Promise<Outcome> {
    const where = `${method} ${url}`
    const userSignal = init?.signal
    const aborted = (): Outcome => ({
      ok: false,
      error: new HttpError('Request was aborted', {
        kind: 'aborted',
        url,
        cause: userSignal?.reason,
        details: where,
      }),
      retryAfter: null,
    })
    if (userSignal?.aborted) return aborted()
    const controller = new AbortController()
    let timedOut = false
    const onAbort = (): void => controller.abort(userSignal?.reason)
    userSignal?.addEventListener('abort', onAbort, { once: true })
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const failed = (cause: unknown): Outcome => {
      if (timedOut) {
        const details = `${where}: no response after ${timeoutMs} ms`
        return {
          ok: false,
          error: new HttpError('Request timed out', { kind: 'timeout', url, cause, details }),
          retryAfter: null,
        }
      }
      if (userSignal?.aborted) return aborted()
      const error = new HttpError('Network request failed', {
        kind: 'network',
        url,
        cause,
        details: `${where}: ${cause instanceof Error ? cause.message : String(cause)}`,
      })
      return { ok: false, error, retryAfter: null }
    }
    try {
      const headers: Record<string, string> = { accept: 'application/json', ...init?.headers }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const maxBytes = init?.maxBytes ?? clientMaxBytes
      let response: Response
      let capped: string | undefined
      try {
        response = await doFetch(url, {
          method,
          headers,
          body,
          signal: controller.signal,
          ...(init?.cache ? { cache: init.cache } : {}),
        })
        capped = await readCapped(response, maxBytes)
      } catch (cause) {
        return failed(cause)
      }
      const text = capped ?? ''
      if (!response.ok) {
        const { reason, code } = readErrorBody(text)
        const error = new HttpError(reason ?? `Request failed with status ${response.status}`, {
          kind: 'status',
          url,
          status: response.status,
          reason,
          code,
          details: `${where}: HTTP ${response.status}${reason ? ` ${reason}` : ''}`,
        })
        return { ok: false, error, retryAfter: response.headers.get('retry-after') }
      }
      if (capped === undefined) {
        const error = new HttpError('Response too large', {
          kind: 'size',
          url,
          status: response.status,
          details: `${where}: HTTP ${response.status} with a body over ${maxBytes} bytes, not read`,
        })
        return { ok: false, error, retryAfter: null }
      }
      if (text.trim() === '') return { ok: true, value: undefined }
      try {
        return { ok: true, value: JSON.parse(text) }
      } catch (cause) {
        const error = new HttpError('Invalid JSON in response', {
          kind: 'parse',
          url,
          status: response.status,
          cause,
          details: `${where}: HTTP ${response.status} with a body that is not JSON: ${clip(text).slice(0, 80)}`,
        })
        return { ok: false, error, retryAfter: null }
      }
    } finally {
      clearTimeout(timer)
      userSignal?.removeEventListener('abort', onAbort)
    }
  }

  async function request<T>(
    method: string,
    path: string,
    query: HttpQuery | undefined,
    body: unknown,
    init: HttpRequestInit | undefined,
  ): Promise<T> {
    const url = buildUrl(options, path, query)
    const payload = method === 'GET' ? undefined : JSON.stringify(body ?? null)
    for (let retry = 0; ; retry++) {
      const outcome = await attempt(method, url, payload, init)
      if (outcome.ok) return outcome.value as T
      const { error } = outcome
      const retryable =
        error.kind !== 'aborted' &&
        error.kind !== 'parse' &&
        error.kind !== 'size' &&
        (shouldRetry({ status: error.status }) ||
          (error.code !== undefined && shouldRetry({ code: error.code })))
      if (!retryable || retry >= retries) throw error
      try {
        await sleep(retryDelay(retry, outcome.retryAfter, retryBaseMs), init?.signal)
      } catch (cause) {
        if (!init?.signal?.aborted) throw cause
      }
      if (init?.signal?.aborted) {
        throw new HttpError('Request was aborted', { kind: 'aborted', url, cause: init.signal.reason })
      }
    }
  }

  return {
    get: (path, query, init) => request('GET', path, query, undefined, init),
    post: (path, body, query, init) => request('POST', path, query, body, init),
  }
}
