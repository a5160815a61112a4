import type { Context } from 'hono'
import type { AppDeps } from '../app/AppDeps.js'
import type { AppEnv } from '../app/AppEnv.js'
import { InvalidChainDataRequest } from '../chainData/InvalidChainDataRequest.js'
import { errorResponse } from '../http/errorResponse.js'

const PROVIDER_DEADLINE_MS = 15_000

/** Runs a chain data provider call with the request's signal and a 15 s deadline: its value, or the answer to give (400 InvalidChainDataRequest, else 502 logged). */
export async function askProvider<T>(
  deps: Pick<AppDeps, 'logger'>,
  c: Context<AppEnv>,
  what: string,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<{ readonly value: T } | { readonly failed: Response }> {
  try {
    return {
      value: await run(AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(PROVIDER_DEADLINE_MS)])),
    }
  } catch (error) {
    if (error instanceof InvalidChainDataRequest) return { failed: errorResponse(400, error.message) }
    deps.logger.error(`chain data: ${what} failed`, error)
    return { failed: errorResponse(502, 'Chain data unavailable') }
  }
}
