import { Hono } from 'hono'
import { BodyTooLargeError } from '../http/BodyTooLargeError.js'
import { errorResponse } from '../http/errorResponse.js'
import { analyticsRoutes } from '../routes/analyticsRoutes.js'
import { apiRoutes } from '../routes/apiRoutes.js'
import { authRoutes } from '../routes/authRoutes.js'
import { bundlerRoutes } from '../routes/bundlerRoutes.js'
import { convertRoutes } from '../routes/convertRoutes.js'
import { directoryRoutes } from '../routes/directoryRoutes.js'
import { frameRoutes } from '../routes/frameRoutes.js'
import { nameRoutes } from '../routes/nameRoutes.js'
import { onrampRoutes } from '../routes/onrampRoutes.js'
import { sessionRoutes } from '../routes/sessionRoutes.js'
import type { AppDeps } from './AppDeps.js'
import type { AppEnv } from './AppEnv.js'
import { createGuard } from './createGuard.js'
import { MAX_BODY_BYTES } from './MAX_BODY_BYTES.js'

/** The Hono app under `deps.basePath`: the guard, every route (405 for another method), JSON 404, a generic 500. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>().basePath(deps.basePath)
  app.use('*', createGuard(deps))
  const routes = [
    ...directoryRoutes(deps),
    ...analyticsRoutes(deps),
    ...apiRoutes(deps),
    ...convertRoutes(deps),
    ...onrampRoutes(deps),
    ...sessionRoutes(deps),
    ...bundlerRoutes(deps),
    ...nameRoutes(deps),
    ...(deps.auth ? authRoutes({ ...deps, auth: deps.auth }) : []),
    ...(deps.frameScript ? frameRoutes(deps, deps.frameScript) : []),
  ]
  for (const route of routes) app.on(route.method, route.path, (c) => route.handle(c))
  const methods = new Map<string, Set<string>>()
  for (const route of routes)
    methods.set(route.path, (methods.get(route.path) ?? new Set()).add(route.method))
  for (const [path, allowed] of methods)
    app.all(path, () =>
      errorResponse(405, 'Method not allowed', {
        allow: [...allowed, ...(allowed.has('GET') ? ['HEAD'] : [])].join(', '),
      }),
    )
  app.notFound((c) => errorResponse(404, 'Not found', c.get('cors') ?? {}))
  app.onError((error, c) => {
    const cors = c.get('cors') ?? {}
    if (error instanceof BodyTooLargeError)
      return errorResponse(413, `Body larger than ${MAX_BODY_BYTES} bytes`, cors)
    deps.logger.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error)
    return errorResponse(500, 'Internal server error', cors)
  })
  return app
}
