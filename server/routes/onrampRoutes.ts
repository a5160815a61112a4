import type { Context } from 'hono'
import type { AppDeps } from '../app/AppDeps.js'
import type { AppEnv } from '../app/AppEnv.js'
import type { Route } from '../app/Route.js'
import { errorResponse } from '../http/errorResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { readCappedText } from '../http/readCappedText.js'
import type { OnrampProvider } from '../onramp/OnrampProvider.js'
import { askProvider } from './askProvider.js'
import { parseOnrampQuote } from './parseOnrampQuote.js'
import { parseOnrampUrlRequest } from './parseOnrampUrlRequest.js'

const MAX_BODY = 8 * 1024
const NOT_CONFIGURED = 'On-ramp not configured'

const readBody = async (c: Context<AppEnv>): Promise<Record<string, unknown> | undefined> => {
  let body: unknown
  try {
    body = JSON.parse(await readCappedText(c.req.raw, MAX_BODY))
  } catch (error) {
    if (error instanceof SyntaxError) return undefined
    throw error
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined
}

/** The on-ramp API (spec section 7): options, quote and the checkout link, over ServerOptions.onramp (503 without it). */
export function onrampRoutes(deps: AppDeps): Route[] {
  const provider: OnrampProvider | undefined = deps.onramp
  const ask = <T>(
    c: Context<AppEnv>,
    what: string,
    run: (signal: AbortSignal, onramp: OnrampProvider) => Promise<T>,
  ) => askProvider(deps, c, what, (signal) => run(signal, provider!))
  return [
    {
      method: 'GET',
      path: '/api/v1/onramp/options',
      handle: async (c) => {
        if (!provider) return errorResponse(503, NOT_CONFIGURED)
        const answer = await ask(c, 'on-ramp options', (signal, onramp) => onramp.options({ signal }))
        return 'failed' in answer ? answer.failed : jsonResponse(answer.value)
      },
    },
    {
      method: 'POST',
      path: '/api/v1/onramp/quote',
      handle: async (c) => {
        const body = await readBody(c)
        if (!body) return errorResponse(400, 'Invalid JSON body')
        const request = parseOnrampQuote(body)
        if ('reason' in request) return errorResponse(400, request.reason)
        if (!provider) return errorResponse(503, NOT_CONFIGURED)
        const answer = await ask(c, 'on-ramp quote', (signal, onramp) => onramp.quote(request, { signal }))
        return 'failed' in answer ? answer.failed : jsonResponse(answer.value)
      },
    },
    {
      method: 'POST',
      path: '/api/v1/generators/onrampurl',
      handle: async (c) => {
        const body = await readBody(c)
        if (!body) return errorResponse(400, 'Invalid JSON body')
        const request = parseOnrampUrlRequest(body)
        if ('reason' in request) return errorResponse(400, request.reason)
        if (!provider) return errorResponse(503, NOT_CONFIGURED)
        const answer = await ask(c, 'on-ramp link', (signal, onramp) =>
          onramp.checkoutUrl(request, { signal }),
        )
        return 'failed' in answer ? answer.failed : jsonResponse({ url: answer.value })
      },
    },
  ]
}
