import type { DevReply } from './DevReply.js'

/** A JSON error answer `{ error: reason }`, as the real services send. */
export function errorReply(
  status: number,
  reason: string,
  headers?: Readonly<Record<string, string>>,
): DevReply {
  return headers ? { status, json: { error: reason }, headers } : { status, json: { error: reason } }
}
