import type { MiddlewareHandler } from 'hono'
import { clientAddress } from '../http/clientAddress.js'
import { createRateLimiter } from '../http/createRateLimiter.js'
import { errorResponse } from '../http/errorResponse.js'
import { originMatches } from '../http/originMatches.js'
import { securityHeaders } from '../http/securityHeaders.js'
import { isProjectId } from '../isProjectId.js'
import type { Project } from '../Project.js'
import type { AppDeps } from './AppDeps.js'
import type { AppEnv } from './AppEnv.js'
import { MAX_BODY_BYTES } from './MAX_BODY_BYTES.js'

const ALLOWED_HEADERS = new Set(['content-type', 'accept', 'accept-language', 'content-language'])
/** Answers any page may read: the project's allowed origins, which a widget on another origin needs to say why it is refused. */
const PUBLIC_PATHS = new Set(['/directory/projects/v1/origins'])

/**
 * Runs before every route: CORS for the project's allowed origins only (and the preflight; never for the
 * secure frame's /auth/ paths), rate limits
 * per client address and per project (429 with Retry-After), projectId required (400) and known (403; an unknown one takes the fallback project's settings when set),
 * a declared body over the limit refused (413). CORS headers go on every answer of an allowed origin. The refusals
 * (400, 403 unknown project, 429) and the allowed-origins list are readable by any page: they tell nothing else, and
 * a widget with a wrong projectId or on an origin the project does not allow can then show the spec's Invalid App
 * Configuration alert instead of failing as if the network were down.
 */
export function createGuard(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const perIp = deps.rateLimits.perIp ? createRateLimiter(deps.rateLimits.perIp) : undefined
  const perProject = deps.rateLimits.perProject ? createRateLimiter(deps.rateLimits.perProject) : undefined
  const projectOf = (id: string): Project | undefined => {
    const known = deps.projects.get(id)
    if (known || deps.fallbackProject === undefined || !isProjectId(id)) return known
    const fallback = deps.projects.get(deps.fallbackProject)
    return fallback && { ...fallback, id }
  }
  return async (c, next) => {
    const url = new URL(c.req.url)
    const query = url.searchParams
    c.set('query', query)
    const projectId = query.get('projectId')
    const project = projectId ? projectOf(projectId) : undefined
    const origin = c.req.header('origin')
    const frameOnly = url.pathname.startsWith(`${deps.basePath}/auth/`)
    const allowed =
      !frameOnly &&
      project !== undefined &&
      origin !== undefined &&
      originMatches(origin, project.allowedOrigins)
    const cors: Record<string, string> = allowed
      ? {
          'access-control-allow-origin': origin,
          'access-control-expose-headers': 'retry-after',
          vary: 'origin',
        }
      : { vary: 'origin' }
    c.set('cors', cors)
    const readable: Record<string, string> =
      origin === undefined || frameOnly
        ? cors
        : {
            'access-control-allow-origin': origin,
            'access-control-expose-headers': 'retry-after',
            vary: 'origin',
          }
    const limited = (retryAfter: number) =>
      errorResponse(429, 'Rate limited', { ...readable, 'retry-after': String(retryAfter) })
    const address = perIp ? clientAddress(c.req.raw, c.env, deps.trustProxy) : undefined
    const ipRetry = address === undefined ? undefined : perIp?.take(address)
    if (ipRetry !== undefined) return limited(ipRetry)
    if (!projectId) return errorResponse(400, 'Missing query parameter: projectId', readable)
    if (!project) return errorResponse(403, 'Invalid Project ID - update configuration', readable)
    const projectRetry = perProject?.take(project.id)
    if (projectRetry !== undefined) return limited(projectRetry)
    if (c.req.method === 'OPTIONS') {
      if (!allowed) return errorResponse(403, 'Origin not allowed', cors)
      const requested = (c.req.header('access-control-request-headers') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => ALLOWED_HEADERS.has(name))
      return new Response(null, {
        status: 204,
        headers: {
          ...securityHeaders,
          ...cors,
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': [...new Set(['content-type', 'accept', ...requested])].join(', '),
          'access-control-max-age': '600',
        },
      })
    }
    if (Number(c.req.header('content-length')) > MAX_BODY_BYTES)
      return errorResponse(413, `Body larger than ${MAX_BODY_BYTES} bytes`, cors)
    c.set('project', project)
    await next()
    const shown =
      c.req.method === 'GET' && PUBLIC_PATHS.has(url.pathname.slice(deps.basePath.length)) ? readable : cors
    for (const [name, value] of Object.entries(shown)) c.res.headers.set(name, value)
  }
}
