import type { Context } from 'hono'
import type { AppDeps } from '../app/AppDeps.js'
import type { AppEnv } from '../app/AppEnv.js'
import type { Route } from '../app/Route.js'
import { AuthRefusal } from '../auth/AuthRefusal.js'
import type { AuthService } from '../auth/AuthService.js'
import type { FarcasterLogin } from '../auth/farcaster/FarcasterLogin.js'
import { renderApprovePage } from '../auth/renderApprovePage.js'
import type { SocialLogin } from '../auth/social/SocialLogin.js'
import { errorResponse } from '../http/errorResponse.js'
import { htmlResponse } from '../http/htmlResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { readCappedText } from '../http/readCappedText.js'
import { farcasterRoutes } from './farcasterRoutes.js'
import { socialRoutes } from './socialRoutes.js'

const MAX_AUTH_BODY = 32 * 1024

const bearer = (c: Context<AppEnv>) => {
  const header = c.req.header('authorization') ?? ''
  return header.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined
}

const readBody = async (c: Context<AppEnv>): Promise<Record<string, unknown>> => {
  const text = await readCappedText(c.req.raw, MAX_AUTH_BODY)
  try {
    const body: unknown = JSON.parse(text || '{}')
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      return body as Record<string, unknown>
  } catch {}
  throw new AuthRefusal(400, 'Body must be a JSON object')
}

/**
 * The embedded wallet's auth API under /auth/v1, for the secure frame only: it is served from the frame's
 * origin, so these answers carry no CORS headers and a request whose Origin is another one is refused (403).
 */
export function authRoutes(
  deps: AppDeps & {
    readonly auth: AuthService
    readonly social?: SocialLogin
    readonly farcaster?: FarcasterLogin
  },
): Route[] {
  const { auth } = deps
  const selfOrigin = (c: Context<AppEnv>) => deps.publicUrl?.replace(/\/$/, '') ?? new URL(c.req.url).origin
  const post = (
    path: string,
    run: (c: Context<AppEnv>, body: Record<string, unknown>) => Promise<unknown>,
  ): Route => ({
    method: 'POST',
    path,
    handle: async (c) => {
      const origin = c.req.header('origin')
      if (origin !== undefined && origin !== selfOrigin(c)) return errorResponse(403, 'Origin not allowed')
      try {
        return jsonResponse(await run(c, await readBody(c)))
      } catch (error) {
        if (!(error instanceof AuthRefusal)) throw error
        return errorResponse(
          error.status,
          error.reason,
          error.retryAfter === undefined ? {} : { 'retry-after': String(error.retryAfter) },
        )
      }
    },
  })
  const projectId = (c: Context<AppEnv>) => c.get('project').id
  const approvePath = '/auth/v1/device/approve'
  const linkToken = (c: Context<AppEnv>) => c.get('query').get('token') ?? ''
  return [
    post('/auth/v1/connect', (c, body) =>
      auth.connect({
        projectId: projectId(c),
        email: body.email,
        deviceId: body.deviceId,
        token: bearer(c),
        linkBase: `${selfOrigin(c)}${deps.basePath}${approvePath}`,
      }),
    ),
    post('/auth/v1/device', (c, body) =>
      auth.device({
        projectId: projectId(c),
        email: body.email,
        deviceId: body.deviceId,
        signal: c.req.raw.signal,
      }),
    ),
    post('/auth/v1/otp', (c, body) =>
      auth.verifyOtp({ projectId: projectId(c), email: body.email, deviceId: body.deviceId, otp: body.otp }),
    ),
    post('/auth/v1/session', (c) => auth.session(projectId(c), bearer(c))),
    post('/auth/v1/keys', (c, body) => auth.setKeys(projectId(c), bearer(c), body.accounts, body.keyBlob)),
    post('/auth/v1/sign-out', async (c) => {
      await auth.signOut(bearer(c))
      return { signedOut: true }
    }),
    post('/auth/v1/email', (c, body) => auth.updateEmail(projectId(c), bearer(c), body.email)),
    post('/auth/v1/email/primary', (c, body) => auth.verifyPrimaryOtp(projectId(c), bearer(c), body.otp)),
    ...(deps.social ? socialRoutes(deps.social, post, (c) => `${selfOrigin(c)}${deps.basePath}`) : []),
    ...(deps.farcaster ? farcasterRoutes(deps.farcaster, post) : []),
    post('/auth/v1/email/secondary', (c, body) => auth.verifySecondaryOtp(projectId(c), bearer(c), body.otp)),
    {
      method: 'GET',
      path: approvePath,
      handle: async (c) =>
        (await auth.isLinkOpen(linkToken(c)))
          ? htmlResponse(renderApprovePage('ask', `${deps.basePath}${approvePath}?${c.get('query')}`))
          : htmlResponse(renderApprovePage('invalid'), 410),
    },
    {
      method: 'POST',
      path: approvePath,
      handle: async (c) => {
        const origin = c.req.header('origin')
        if (origin !== undefined && origin !== 'null' && origin !== selfOrigin(c))
          return errorResponse(403, 'Origin not allowed')
        return (await auth.approveDevice(linkToken(c)))
          ? htmlResponse(renderApprovePage('approved'))
          : htmlResponse(renderApprovePage('invalid'), 410)
      },
    },
  ]
}
