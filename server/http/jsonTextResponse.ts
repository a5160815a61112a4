import { securityHeaders } from './securityHeaders.js'

/** An answer whose body is JSON text already serialised, never cached. */
export function jsonTextResponse(
  json: string,
  status = 200,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return new Response(json, {
    status,
    headers: {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  })
}
