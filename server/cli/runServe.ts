import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRpcProvider } from '../chainData/createRpcProvider.js'
import { consoleLogger } from '../consoleLogger.js'
import { createGangwayServer } from '../createGangwayServer.js'
import { toNodeHandler } from '../toNodeHandler.js'
import type { ServerConfigFile } from './ServerConfigFile.js'

const STOP_DEADLINE_MS = 10_000

/** `gangway serve`: the server on node:http until SIGINT or SIGTERM (then waiting events committed, database closed). */
export async function runServe(
  config: ServerConfigFile,
  listen: { readonly port: number; readonly host: string },
  say: (line: string) => void,
): Promise<void> {
  const server = await createGangwayServer({
    projects: config.projects,
    basePath: config.basePath,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    database: { url: config.databaseUrl, dataDir: config.dataDir },
    chainData: config.chains?.length
      ? createRpcProvider({
          chains: config.chains,
          prices: config.prices,
          onChainError: (chain, error) =>
            consoleLogger.warn(
              `balances: ${chain} left out of an answer: ${error instanceof Error ? error.message : String(error)}`,
            ),
        })
      : undefined,
  })
  const http = createServer(toNodeHandler(server, { overrideGlobalObjects: true }))
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(listen.port, listen.host, () => resolve())
  })
  const address = http.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  say(`listening on http://${host}:${address.port}${server.basePath}`)
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    say(`${signal}: stopping`)
    const timer = setTimeout(() => process.exit(1), STOP_DEADLINE_MS)
    await new Promise<void>((resolve) => {
      http.close(() => resolve())
      http.closeIdleConnections()
    })
    await server.close()
    clearTimeout(timer)
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}
