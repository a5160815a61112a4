import { readCacaoRequest } from './readCacaoRequest.js'
import { readSiwxMessageData } from './readSiwxMessageData.js'
import type { SessionRequest } from './SessionRequest.js'

const MAX_MESSAGE = 8_192
const MAX_SIGNATURE = 32_768
const PUBLIC_KEY = /^[A-Za-z0-9+/]{4,128}={0,2}$/

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
  const { data, message, signature, cacao, publicKey } = value as Record<string, unknown>
  // A CACAO (WalletConnect one-click auth) carries its own fields, text and signature.
  if (cacao !== undefined && cacao !== null) return readCacaoRequest(cacao)
  if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE)
    return { reason: 'Invalid message' }
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > MAX_SIGNATURE)
    return { reason: 'Invalid signature' }
  const fields = readSiwxMessageData(data)
  if ('reason' in fields) return fields
  if (
    publicKey !== undefined &&
    publicKey !== null &&
    (typeof publicKey !== 'string' || !PUBLIC_KEY.test(publicKey))
  )
    return { reason: 'Invalid publicKey' }
  if (fields.chainId.startsWith('cosmos:') && typeof publicKey !== 'string')
    return { reason: 'Invalid publicKey: a cosmos session needs the signer public key' }
  return {
    data: fields,
    message,
    signature,
    ...(typeof publicKey === 'string' ? { publicKey } : {}),
  }
}
