import { siwxMessageText } from '../../plugins/siwx/siwxMessageText.js'
import { originMatches } from '../http/originMatches.js'
import type { Project } from '../Project.js'
import type { SessionRefusal } from './SessionRefusal.js'
import type { SessionRequest } from './SessionRequest.js'

/** Spec section 8's Session Expired message: the visitor's clock is off. */
export const CLOCK_OFF = 'Invalid session found - check your time settings and connect again'

const originOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Everything about a session request that needs no database nor wallet: the text is the fields' text,
 * the domain is the page's (the request's Origin, an allowed origin of the project or the server's own),
 * the chain is accepted, and the times hold now (`now`, ms) within `skewMs` of the server's clock.
 */
export function checkSessionMessage(
  request: SessionRequest,
  where: {
    readonly project: Project
    readonly origin: string | undefined
    readonly ownOrigin: string
    readonly chains: ReadonlySet<string> | undefined
    readonly namespaces: ReadonlySet<string>
    readonly now: number
    readonly skewMs: number
  },
): SessionRefusal | undefined {
  const { data } = request
  const refuse = (reason: string, status: SessionRefusal['status'] = 400) => ({ status, reason })
  // A CACAO's text was rebuilt from its payload on the server (readCacaoRequest).
  if (request.cacao === undefined && request.message !== siwxMessageText(data))
    return refuse('Message does not match its fields')
  const namespace = data.chainId.slice(0, data.chainId.indexOf(':'))
  if (!where.namespaces.has(namespace)) return refuse(`Wrong chain: no signature check for ${namespace}`)
  if (where.chains && !where.chains.has(data.chainId))
    return refuse(`Wrong chain: ${data.chainId} is not accepted`)
  const uriOrigin = originOf(data.uri)
  if (uriOrigin === undefined || new URL(uriOrigin).host !== data.domain)
    return refuse(`Wrong domain: the URI ${data.uri} is not on ${data.domain}`)
  if (where.origin !== undefined && where.origin !== uriOrigin)
    return refuse(`Wrong domain: the message is for ${data.domain}, the request comes from ${where.origin}`)
  if (uriOrigin !== where.ownOrigin && !originMatches(uriOrigin, where.project.allowedOrigins))
    return refuse(`Wrong domain: ${data.domain} is not an allowed origin of the project`)
  const issuedAt = Date.parse(data.issuedAt)
  if (Math.abs(issuedAt - where.now) > where.skewMs) return refuse(CLOCK_OFF)
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= where.now)
    return refuse('Message expired')
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > where.now)
    return refuse('Message not yet valid')
  return undefined
}
