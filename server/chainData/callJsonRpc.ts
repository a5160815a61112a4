const MAX_ERROR = 200

/**
 * One JSON-RPC call over HTTP POST with a deadline and a cap on the answer's size; the `result`, or an
 * Error when the call fails, times out, is too large, is not JSON-RPC or carries an error.
 */
export async function callJsonRpc(
  url: string,
  method: string,
  params: readonly unknown[],
  options: {
    readonly signal: AbortSignal
    readonly timeoutMs: number
    readonly maxBytes: number
    readonly fetch?: typeof fetch
  },
): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    redirect: 'error',
    signal,
  })
  if (!response.ok) {
    void response.body?.cancel().catch(() => {})
    throw new Error(`${method}: HTTP ${response.status}`)
  }
  if (Number(response.headers.get('content-length')) > options.maxBytes) {
    void response.body?.cancel().catch(() => {})
    throw new Error(`${method}: answer over ${options.maxBytes} bytes`)
  }
  const reader = response.body?.getReader()
  if (!reader) throw new Error(`${method}: empty answer`)
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > options.maxBytes) {
      void reader.cancel().catch(() => {})
      throw new Error(`${method}: answer over ${options.maxBytes} bytes`)
    }
    chunks.push(value)
  }
  let body: unknown
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new Error(`${method}: answer is not JSON`)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Error(`${method}: answer is not a JSON-RPC object`)
  const answer = body as { id?: unknown; result?: unknown; error?: { message?: unknown } }
  if (answer.error !== undefined) {
    const message = typeof answer.error?.message === 'string' ? answer.error.message.slice(0, MAX_ERROR) : ''
    throw new Error(`${method}: RPC error ${message}`.trim())
  }
  if (answer.id !== 1 || !('result' in answer)) throw new Error(`${method}: answer without a result`)
  return answer.result
}
