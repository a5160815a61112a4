import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import type { AppDeps } from '../app/AppDeps.js'
import type { Route } from '../app/Route.js'
import { errorResponse } from '../http/errorResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { readCappedText } from '../http/readCappedText.js'
import { readSessionRequest } from '../sessions/readSessionRequest.js'

const MAX_SESSION_BODY = 48 * 1024
const ADDRESS = /^(?:0x[0-9a-fA-F]{40}|[a-zA-Z0-9]{1,128})$/

const readChainId = (value: string | null | undefined) =>
  value === null || value === undefined || value === ''
    ? { chainId: undefined }
    : isCaipNetworkId(value)
      ? { chainId: value }
      : undefined

/** SIWX sessions (spec section 7): a nonce, a verified session and its token, an address's sessions, revoking them. */
export function sessionRoutes(deps: AppDeps): Route[] {
  const { sessions } = deps
  return [
    {
      method: 'POST',
      path: '/api/v1/sessions/nonce',
      handle: async (c) => jsonResponse(await sessions.issueNonce(c.get('project').id)),
    },
    {
      method: 'POST',
      path: '/api/v1/sessions',
      handle: async (c) => {
        const request = readSessionRequest(await readCappedText(c.req.raw, MAX_SESSION_BODY))
        if ('reason' in request) return errorResponse(400, request.reason)
        const answer = await sessions.create(c.get('project'), request, {
          origin: c.req.header('origin'),
          ownOrigin: (deps.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, ''),
          signal: c.req.raw.signal,
        })
        return 'reason' in answer ? errorResponse(answer.status, answer.reason) : jsonResponse(answer)
      },
    },
    {
      method: 'GET',
      path: '/api/v1/sessions/:address',
      handle: async (c) => {
        const address = c.req.param('address') ?? ''
        if (!ADDRESS.test(address)) return errorResponse(400, 'Invalid address')
        const chain = readChainId(c.get('query').get('chainId'))
        if (!chain) return errorResponse(400, 'Invalid CAIP-2 network id')
        return jsonResponse({ sessions: await sessions.list(c.get('project').id, address, chain.chainId) })
      },
    },
    {
      method: 'POST',
      path: '/api/v1/sessions/:address/revoke',
      handle: async (c) => {
        const address = c.req.param('address') ?? ''
        if (!ADDRESS.test(address)) return errorResponse(400, 'Invalid address')
        let body: unknown
        try {
          body = JSON.parse(await readCappedText(c.req.raw, 8_192))
        } catch (error) {
          if (error instanceof SyntaxError) return errorResponse(400, 'Invalid JSON body')
          throw error
        }
        const { token, chainId } = (typeof body === 'object' && body !== null ? body : {}) as Record<
          string,
          unknown
        >
        if (typeof token !== 'string' || token.length === 0) return errorResponse(400, 'Missing token')
        const chain = readChainId(
          typeof chainId === 'string' ? chainId : chainId === undefined ? undefined : '#',
        )
        if (!chain) return errorResponse(400, 'Invalid CAIP-2 network id')
        const answer = await sessions.revoke(c.get('project').id, address, token, chain.chainId)
        return 'reason' in answer ? errorResponse(answer.status, answer.reason) : jsonResponse(answer)
      },
    },
  ]
}
