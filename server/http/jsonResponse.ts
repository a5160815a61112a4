import { jsonTextResponse } from './jsonTextResponse.js'

/** A JSON answer, never cached. */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return jsonTextResponse(JSON.stringify(body), status, headers)
}
