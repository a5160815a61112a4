import type { IncomingMessage, ServerResponse } from 'node:http'
import { originMatches } from '../../../server/http/originMatches.js'
import type { DevFailure } from './DevFailure.js'

/** Answers an injected failure as the server answers its errors: JSON `{ error }`, Retry-After, CORS for an allowed origin. */
export function writeFailure(
  request: IncomingMessage,
  response: ServerResponse,
  failure: DevFailure,
  allowedOrigins: readonly string[],
): void {
  const retryAfter = failure.retryAfter ?? (failure.status === 429 ? 1 : undefined)
  const origin = request.headers.origin
  const cors =
    origin !== undefined && originMatches(origin, allowedOrigins)
      ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'retry-after' }
      : {}
  const error = failure.status === 429 ? 'Rate limited' : `Injected failure (HTTP ${failure.status})`
  response.writeHead(failure.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'origin',
    ...cors,
    ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }),
  })
  response.end(JSON.stringify({ error }))
}
