import type { Context } from 'hono'
import type { AppEnv } from '../app/AppEnv.js'
import type { Route } from '../app/Route.js'
import { AuthRefusal } from '../auth/AuthRefusal.js'
import type { FarcasterLogin } from '../auth/farcaster/FarcasterLogin.js'
import { errorResponse } from '../http/errorResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { readCappedText } from '../http/readCappedText.js'

type Post = (
  path: string,
  run: (c: Context<AppEnv>, body: Record<string, unknown>) => Promise<unknown>,
) => Route

const MAX_APP_BODY = 8 * 1024

/**
 * Sign In With Farcaster: the frame's POST /auth/v1/farcaster/channel and /status (through authRoutes' `post`), and
 * the Farcaster app's POST /farcaster/v1/channel/authenticate and /reject, which any origin the project allows may
 * call (the channel token in the body is their only credential: no cookie, no Authorization header).
 */
export function farcasterRoutes(farcaster: FarcasterLogin, post: Post): Route[] {
  const projectId = (c: Context<AppEnv>) => c.get('project').id
  const app = (
    path: string,
    run: (c: Context<AppEnv>, body: Record<string, unknown>) => Promise<unknown>,
  ): Route => ({
    method: 'POST',
    path,
    handle: async (c) => {
      try {
        let body: unknown
        try {
          body = JSON.parse((await readCappedText(c.req.raw, MAX_APP_BODY)) || '{}')
        } catch (error) {
          if (error instanceof SyntaxError) body = undefined
          else throw error
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw new AuthRefusal(400, 'Body must be a JSON object')
        return jsonResponse(await run(c, body as Record<string, unknown>))
      } catch (error) {
        if (!(error instanceof AuthRefusal)) throw error
        return errorResponse(error.status, error.reason)
      }
    },
  })
  return [
    post('/auth/v1/farcaster/channel', (c, body) =>
      farcaster.channel({
        projectId: projectId(c),
        allowedOrigins: c.get('project').allowedOrigins,
        deviceId: body.deviceId,
        origin: body.origin,
      }),
    ),
    post('/auth/v1/farcaster/status', (c, body) =>
      farcaster.status({
        projectId: projectId(c),
        deviceId: body.deviceId,
        channelToken: body.channelToken,
        signal: c.req.raw.signal,
      }),
    ),
    app('/farcaster/v1/channel/authenticate', (c, body) => farcaster.authenticate(projectId(c), body)),
    app('/farcaster/v1/channel/reject', (c, body) => farcaster.reject(projectId(c), body)),
  ]
}
