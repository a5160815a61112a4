import { createGangwayServer } from '../createGangwayServer.js'
import type { GangwayServer } from '../GangwayServer.js'
import type { ServerLogger } from '../ServerLogger.js'
import type { ServerOptions } from '../ServerOptions.js'
import { toNodeHandler } from '../toNodeHandler.js'
import { listen } from './listen.js'

/** A Gangway server mounted on node:http on 127.0.0.1 (real HTTP), with its logged errors collected. */
export async function startServer(
  options: ServerOptions,
): Promise<{ url: string; server: GangwayServer; errors: unknown[]; stop(): Promise<void> }> {
  const errors: unknown[] = []
  const logger: ServerLogger = { info() {}, warn() {}, error: (_message, error) => errors.push(error) }
  const server = await createGangwayServer({ logger, ...options })
  const http = await listen(toNodeHandler(server))
  return {
    url: http.url,
    server,
    errors,
    async stop() {
      await http.close()
      await server.close()
    },
  }
}
