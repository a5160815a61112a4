import { normalizeEvmAddress } from '../../plugins/eip155/normalizeEvmAddress.js'
import { cacaoMessageText } from '../../plugins/siwx/cacaoMessageText.js'
import { recapStatement } from '../../plugins/siwx/recapStatement.js'
import { readSiwxMessageData } from './readSiwxMessageData.js'
import type { SessionRequest } from './SessionRequest.js'

const ISSUER = /^did:pkh:(eip155:[0-9]{1,32}):(0x[0-9a-fA-F]{40})$/
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/

const field = (value: unknown) => (value === null ? undefined : value)

/**
 * A session request from a CACAO (WalletConnect one-click auth): the fields from its payload, the text rebuilt
 * from them (never the text the client sends) and its EIP-191 signature. eip155 only; the reason names what is wrong.
 */
export function readCacaoRequest(cacao: unknown): SessionRequest | { readonly reason: string } {
  if (typeof cacao !== 'object' || cacao === null || Array.isArray(cacao))
    return { reason: 'Invalid cacao: expected { h, p, s }' }
  const { h, p, s } = cacao as Record<string, unknown>
  const header = h as { t?: unknown } | undefined
  if (header?.t !== 'caip122' && header?.t !== 'eip4361') return { reason: 'Invalid cacao.h' }
  const signature = s as { t?: unknown; s?: unknown } | undefined
  if (signature?.t !== 'eip191' || typeof signature.s !== 'string' || !SIGNATURE.test(signature.s))
    return { reason: 'Invalid cacao.s: an eip191 signature is expected' }
  if (typeof p !== 'object' || p === null || Array.isArray(p)) return { reason: 'Invalid cacao.p' }
  const payload = p as Record<string, unknown>
  const issuer = typeof payload.iss === 'string' ? ISSUER.exec(payload.iss) : null
  if (!issuer) return { reason: 'Invalid cacao.p.iss: a did:pkh eip155 account is expected' }
  const [, chainId, address] = issuer as unknown as [string, string, string]
  const accountAddress = normalizeEvmAddress(address)
  if (accountAddress === undefined) return { reason: 'Invalid cacao.p.iss: bad address checksum' }
  const data = readSiwxMessageData({
    domain: payload.domain,
    uri: payload.aud,
    version: payload.version,
    chainId,
    statement: field(payload.statement),
    accountAddress,
    nonce: payload.nonce,
    issuedAt: payload.iat,
    expirationTime: field(payload.exp),
    notBefore: field(payload.nbf),
    requestId: field(payload.requestId),
    resources: field(payload.resources),
  })
  if ('reason' in data) return { reason: data.reason.replace('Invalid data.', 'Invalid cacao.p: ') }
  const statement = recapStatement(data.statement, data.resources)
  if (statement === null) return { reason: 'Invalid cacao.p: resources (malformed ReCap)' }
  return {
    data,
    message: cacaoMessageText(data, statement, address),
    signature: signature.s,
    cacao: { h: { t: header.t }, p: payload, s: { t: 'eip191', s: signature.s } },
  }
}
