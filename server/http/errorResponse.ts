import { jsonResponse } from './jsonResponse.js'

/** An error answer `{ error: reason }` (the widget reads the reason); `reason` never holds internal detail. */
export function errorResponse(
  status: number,
  reason: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return jsonResponse({ error: reason }, status, headers)
}
