import { ProviderRpcError } from './ProviderRpcError.js'

let nextId = 1

/** One JSON-RPC call over HTTP (fetch only); a node error comes back as a ProviderRpcError with the node's code and data. */
export async function jsonRpc(rpcUrl: string, method: string, params: unknown = []): Promise<unknown> {
  let body: { result?: unknown; error?: { code?: number; message?: string; data?: unknown } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new ProviderRpcError(-32603, `Could not reach ${rpcUrl}: ${(error as Error).message}`)
  }
  if (body.error)
    throw new ProviderRpcError(
      body.error.code ?? -32603,
      body.error.message ?? 'Internal JSON-RPC error.',
      body.error.data,
    )
  return body.result ?? null
}
