import type { Context } from 'hono'
import type { AppEnv } from './AppEnv.js'

/** One path of the server, under its base path. */
export interface Route {
  readonly method: 'GET' | 'POST'
  readonly path: string
  handle(c: Context<AppEnv>): Response | Promise<Response>
}
