import type { SiwxMessage } from './SiwxMessage.js'
import type { SiwxMessageData } from './SiwxMessageData.js'

/** The plain fields of a message (no toString, nothing else a custom messenger added). */
export function messageFields(message: SiwxMessage): SiwxMessageData {
  const optional = ['statement', 'expirationTime', 'notBefore', 'requestId'] as const
  const data: Record<string, unknown> = {
    domain: message.domain,
    uri: message.uri,
    version: message.version,
    chainId: message.chainId,
    accountAddress: message.accountAddress,
    nonce: message.nonce,
    issuedAt: message.issuedAt,
  }
  for (const key of optional) if (message[key] !== undefined) data[key] = message[key]
  if (message.resources && message.resources.length > 0) data.resources = [...message.resources]
  return data as unknown as SiwxMessageData
}
