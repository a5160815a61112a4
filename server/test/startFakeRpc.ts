import { listen } from './listen.js'

/** A JSON-RPC server of a test: answers each method with `answers[method]` (a result, or a raw body via `raw`). */
export async function startFakeRpc(
  answers: Readonly<Record<string, unknown>>,
  options: { readonly raw?: Readonly<Record<string, string>>; readonly silent?: readonly string[] } = {},
): Promise<{ url: string; calls: { method: string; params: unknown }[]; close(): Promise<void> }> {
  const calls: { method: string; params: unknown }[] = []
  const server = await listen((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const { id, method, params } = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      calls.push({ method, params })
      if (options.silent?.includes(method)) return
      const raw = options.raw?.[method]
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(raw ?? JSON.stringify({ jsonrpc: '2.0', id, result: answers[method] }))
    })
  })
  return { url: server.url, calls, close: server.close }
}
