import { readSiwxMessageData } from './readSiwxMessageData.js'
import type { SessionRequest } from './SessionRequest.js'

const MAX_MESSAGE = 8_192
const MAX_SIGNATURE = 32_768

/** The session-create body (JSON) checked; the reason naming what is wrong. */
export function readSessionRequest(body: string): SessionRequest | { readonly reason: string } {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return { reason: 'Invalid JSON body' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { reason: 'Invalid body: expected { data, message, signature }' }
  const { data, message, signature, cacao } = value as Record<string, unknown>
  if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE)
    return { reason: 'Invalid message' }
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > MAX_SIGNATURE)
    return { reason: 'Invalid signature' }
  const fields = readSiwxMessageData(data)
  if ('reason' in fields) return fields
  return { data: fields, message, signature, ...(cacao !== undefined && cacao !== null ? { cacao } : {}) }
}
