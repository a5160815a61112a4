import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { GangwayServer } from './GangwayServer.js'

type Next = (error?: unknown) => void

/**
 * The server as a node:http handler `(req, res, next?)`, usable as Express, connect or Vite middleware
 * (mounted at the root or at the base path: the full URL is read from `originalUrl`): requests outside
 * the base path go to `next`, or are answered 404 when there is none.
 *
 * `overrideGlobalObjects` (default false) lets @hono/node-server replace the process's global Request and
 * Response with its lighter ones, whose answers it writes without a stream (about half the CPU time of a
 * small JSON answer): for a process that is the server's own (`gangway serve`), never in a host's process.
 */
export function toNodeHandler(
  server: Pick<GangwayServer, 'fetch' | 'basePath'>,
  options: { readonly overrideGlobalObjects?: boolean } = {},
): (request: IncomingMessage, response: ServerResponse, next?: Next) => void {
  const listener = getRequestListener((request, env) => server.fetch(request, env), {
    overrideGlobalObjects: options.overrideGlobalObjects ?? false,
  })
  const base = server.basePath
  return (request, response, next) => {
    const full = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '/'
    const path = full.split('?')[0] ?? '/'
    const inside = base === '' || path === base || path.startsWith(`${base}/`)
    if (!inside) {
      if (next) return next()
      response
        .writeHead(404, { 'content-type': 'application/json; charset=utf-8' })
        .end('{"error":"Not found"}')
      return
    }
    request.url = full
    listener(request, response).catch((error: unknown) => {
      if (next) next(error)
      else if (!response.headersSent) response.writeHead(500).end()
    })
  }
}
