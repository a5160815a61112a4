import type { Project } from '../Project.js'
import type { SessionAnswer } from './SessionAnswer.js'
import type { SessionRefusal } from './SessionRefusal.js'
import type { SessionRequest } from './SessionRequest.js'
import type { SessionToken } from './SessionToken.js'

/** The SIWX session service: nonces, verified sessions, their tokens. */
export interface SessionService {
  /** A fresh single-use nonce of the project and when it expires (ISO 8601). */
  issueNonce(projectId: string): Promise<{ readonly nonce: string; readonly expiresAt: string }>
  /**
   * Checks the message (fields, text, domain, chain, times, nonce) and its signature, then stores the
   * session and spends the nonce; `origin` is the request's Origin header, `ownOrigin` the server's.
   */
  create(
    project: Project,
    request: SessionRequest,
    where: { readonly origin: string | undefined; readonly ownOrigin: string; readonly signal: AbortSignal },
  ): Promise<{ readonly session: SessionAnswer; readonly token: string } | SessionRefusal>
  /** The live sessions of an address (of one chain when given). */
  list(projectId: string, address: string, chainId?: string): Promise<SessionAnswer[]>
  /** Revokes the address's sessions (of one chain when given) for the holder of one of its tokens. */
  revoke(
    projectId: string,
    address: string,
    token: string,
    chainId?: string,
  ): Promise<{ readonly revoked: number } | SessionRefusal>
  /**
   * What a session token says when it is valid: signed by this server, of `projectId` when given, not
   * expired, its session not revoked; undefined otherwise. A host's backend checks visitors with it.
   */
  verifyToken(token: string, options?: { readonly projectId?: string }): Promise<SessionToken | undefined>
}
