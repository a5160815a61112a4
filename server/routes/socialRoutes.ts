import type { Context } from 'hono'
import type { AppEnv } from '../app/AppEnv.js'
import type { Route } from '../app/Route.js'
import { AuthRefusal } from '../auth/AuthRefusal.js'
import { renderSocialFailurePage } from '../auth/social/renderSocialFailurePage.js'
import type { SocialLogin } from '../auth/social/SocialLogin.js'
import { htmlResponse } from '../http/htmlResponse.js'

type Post = (
  path: string,
  run: (c: Context<AppEnv>, body: Record<string, unknown>) => Promise<unknown>,
) => Route

/**
 * Social sign-in under /auth/v1/social: POST start and finish (the secure frame's, through authRoutes' `post`)
 * and GET callback, where the provider sends the browser back; it answers a redirect to the visitor's page
 * with `result_uri`, or a page saying the sign-in expired.
 */
export function socialRoutes(social: SocialLogin, post: Post, base: (c: Context<AppEnv>) => string): Route[] {
  const projectId = (c: Context<AppEnv>) => c.get('project').id
  const callbackUrl = (c: Context<AppEnv>) =>
    `${base(c)}/auth/v1/social/callback?projectId=${encodeURIComponent(projectId(c))}`
  const resultBase = (c: Context<AppEnv>) => `${base(c)}/auth/v1/social/result`
  return [
    post('/auth/v1/social/start', (c, body) =>
      social.start({
        projectId: projectId(c),
        allowedOrigins: c.get('project').allowedOrigins,
        provider: body.provider,
        deviceId: body.deviceId,
        returnUrl: body.returnUrl,
        callbackUrl: callbackUrl(c),
        resultBase: resultBase(c),
      }),
    ),
    post('/auth/v1/social/finish', (c, body) =>
      social.finish({
        projectId: projectId(c),
        resultUri: body.resultUri,
        deviceId: body.deviceId,
        resultBase: resultBase(c),
      }),
    ),
    {
      method: 'GET',
      path: '/auth/v1/social/callback',
      handle: async (c) => {
        try {
          const target = await social.callback(new URL(c.req.url), callbackUrl(c), projectId(c))
          return new Response(null, {
            status: 302,
            headers: { location: target, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
          })
        } catch (error) {
          if (!(error instanceof AuthRefusal)) throw error
          return htmlResponse(renderSocialFailurePage(error.reason), error.status)
        }
      },
    },
  ]
}
