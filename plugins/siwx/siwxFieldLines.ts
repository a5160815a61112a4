import type { SiwxMessageData } from './SiwxMessageData.js'

/** The field lines every SIWX text ends with (URI to Resources), `chain` as the text writes the chain id. */
export function siwxFieldLines(data: SiwxMessageData, chain: string): string[] {
  const lines = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chain}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources && data.resources.length > 0)
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines
}
