import { cacaoMessageText } from './cacaoMessageText.js'
import { recapStatement } from './recapStatement.js'
import type { SiwxMessageData } from './SiwxMessageData.js'
import type { SiwxSession } from './SiwxSession.js'

const ISSUER = /^did:pkh:(eip155:[0-9]{1,32}):(0x[0-9a-fA-F]{40})$/
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined)

/**
 * The SIWX session of a CACAO a wallet returned from one-click auth (eip155, EIP-191), or undefined when
 * it is not one: its fields from the payload, the text the wallet signed. The server checks it again.
 */
export function cacaoSession(cacao: unknown): SiwxSession | undefined {
  if (typeof cacao !== 'object' || cacao === null) return undefined
  const { p, s } = cacao as { p?: Record<string, unknown>; s?: { t?: unknown; s?: unknown } }
  const issuer = typeof p?.iss === 'string' ? ISSUER.exec(p.iss) : null
  if (!p || !issuer || s?.t !== 'eip191' || typeof s.s !== 'string') return undefined
  const domain = text(p.domain)
  const uri = text(p.aud)
  const nonce = text(p.nonce)
  const issuedAt = text(p.iat)
  if (!domain || !uri || !nonce || !issuedAt) return undefined
  const resources = Array.isArray(p.resources) ? p.resources.filter((item) => typeof item === 'string') : []
  const optional = { statement: p.statement, expirationTime: p.exp, notBefore: p.nbf, requestId: p.requestId }
  const data: SiwxMessageData = {
    domain,
    uri,
    version: '1',
    chainId: issuer[1] as SiwxMessageData['chainId'],
    accountAddress: issuer[2] as string,
    nonce,
    issuedAt,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => text(value))),
    ...(resources.length > 0 ? { resources } : {}),
  }
  const statement = recapStatement(data.statement, data.resources)
  if (statement === null) return undefined
  return { data, message: cacaoMessageText(data, statement, issuer[2] as string), signature: s.s, cacao }
}
