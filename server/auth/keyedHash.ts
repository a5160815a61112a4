import { createHmac } from 'node:crypto'

/** HMAC-SHA256 of `value` under the service secret, for one `label` (codes, sessions, devices, links, key shares). */
export function keyedHash(secret: string, label: string, value: string): string {
  return createHmac('sha256', secret).update(`${label}\0${value}`).digest('base64url')
}
