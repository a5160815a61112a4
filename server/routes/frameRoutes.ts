import type { AppDeps } from '../app/AppDeps.js'
import type { Route } from '../app/Route.js'
import { frameAncestors } from '../auth/frameAncestors.js'

const html = (
  script: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gangway secure frame</title></head>
<body><script type="module" src="${script}"></script></body></html>`

/**
 * The secure frame: GET /frame (its page, framable only by the project's allowed origins) and GET /frame/frame.js
 * (its script, from `script`). The frame talks to the auth API of this same origin.
 */
export function frameRoutes(deps: AppDeps, script: () => Promise<string>): Route[] {
  let source: Promise<string> | undefined
  const scriptSource = () => {
    source ??= script().catch((error: unknown) => {
      source = undefined
      throw error
    })
    return source
  }
  return [
    {
      method: 'GET',
      path: '/frame',
      handle: (c) => {
        const projectId = c.get('project').id
        return new Response(
          html(`${deps.basePath}/frame/frame.js?projectId=${encodeURIComponent(projectId)}`),
          {
            headers: {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-store',
              'x-content-type-options': 'nosniff',
              'referrer-policy': 'no-referrer',
              'content-security-policy': [
                "default-src 'none'",
                "script-src 'self'",
                "connect-src 'self' http: https:",
                "base-uri 'none'",
                "form-action 'none'",
                `frame-ancestors ${frameAncestors(c.get('project').allowedOrigins)}`,
              ].join('; '),
            },
          },
        )
      },
    },
    {
      method: 'GET',
      path: '/frame/frame.js',
      handle: async () =>
        new Response(await scriptSource(), {
          headers: {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'no-cache',
            'x-content-type-options': 'nosniff',
            'cross-origin-resource-policy': 'same-origin',
          },
        }),
    },
  ]
}
