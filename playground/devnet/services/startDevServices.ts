import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createEndpoints } from '../../../core/config/createEndpoints.js'
import { createDevServicesHandler } from './createDevServicesHandler.js'
import type { DevServices } from './DevServices.js'
import type { StartDevServicesOptions } from './StartDevServicesOptions.js'

/** Starts the dev services (the Gangway server with the dev layer) on their own node:http server (127.0.0.1, a free port by default). */
export async function startDevServices(options: StartDevServicesOptions = {}): Promise<DevServices> {
  const { port = 0, host = '127.0.0.1', ...handlerOptions } = options
  const handler = await createDevServicesHandler(handlerOptions)
  const server = createServer((request, response) => handler(request, response))
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    await handler.close()
    throw error
  }
  const address = server.address() as AddressInfo
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
  let stopped: Promise<void> | undefined
  return {
    ...handler,
    url,
    endpoints: createEndpoints(`${url}${handler.basePath}`),
    handler,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }).then(() => handler.close())
      return stopped
    },
  }
}
