import type { AppDeps } from '../app/AppDeps.js'
import type { Route } from '../app/Route.js'
import { errorResponse } from '../http/errorResponse.js'
import { jsonTextResponse } from '../http/jsonTextResponse.js'
import { readCappedText } from '../http/readCappedText.js'
import { BUNDLER_METHODS } from './BUNDLER_METHODS.js'

const MAX_BODY = 64 * 1024
const MAX_ANSWER = 512 * 1024
const DEADLINE_MS = 20_000

const rpcError = (id: unknown, code: number, message: string) =>
  jsonTextResponse(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message } }))

/**
 * `POST /api/v1/bundler?chainId=eip155:N`: the ERC-4337 bundler endpoint (spec section 7). One JSON-RPC request, of the
 * user-operation methods only, passed to the bundler configured for the chain (ServerOptions.bundlers); its answer
 * comes back as it is, capped in size, within a 20 s deadline.
 */
export function bundlerRoutes(deps: AppDeps): Route[] {
  const bundlers = deps.bundlers
  return [
    {
      method: 'POST',
      path: '/api/v1/bundler',
      async handle(c) {
        const chainId = c.req.query('chainId') ?? ''
        const upstream = Object.hasOwn(bundlers, chainId) ? bundlers[chainId] : undefined
        if (!upstream) return errorResponse(400, `No bundler for chainId ${chainId || '(missing)'}`)
        let request: unknown
        try {
          request = JSON.parse(await readCappedText(c.req.raw, MAX_BODY))
        } catch (error) {
          if (error instanceof SyntaxError) return rpcError(null, -32700, 'Parse error')
          throw error
        }
        if (typeof request !== 'object' || request === null || Array.isArray(request))
          return rpcError(null, -32600, 'Invalid request: one JSON-RPC request object')
        const { id, method, params } = request as Record<string, unknown>
        if (typeof method !== 'string' || !BUNDLER_METHODS.has(method))
          return rpcError(id, -32601, `Method not available on the bundler endpoint: ${String(method)}`)
        try {
          const response = await fetch(upstream, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: id ?? 1, method, params: params ?? [] }),
            signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(DEADLINE_MS)]),
            redirect: 'error',
          })
          const text = await readCappedText(response, MAX_ANSWER)
          JSON.parse(text)
          return jsonTextResponse(text)
        } catch (error) {
          deps.logger.error(`bundler: ${method} on ${chainId} failed`, error)
          return errorResponse(502, 'Bundler unavailable')
        }
      },
    },
  ]
}
