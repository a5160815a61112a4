// The repo's devnet (anvil chains) and wallet directory, reused as they are: TypeScript bundled for Node once per run.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildNodeHelpers } from './build.mjs'

/** Starts the local chains and the directory with `walletCount` entries; `services` (the Gangway server in the dev layer, in memory) is a node:http handler or undefined. */
export async function startBenchDevnet({ root, cacheDir, walletCount }) {
  const servicesFile = join(root, 'playground/devnet/services/createDevServicesHandler.ts')
  const withServices = existsSync(servicesFile)
  const lines = [
    `export { startDevnet } from ${JSON.stringify(join(root, 'playground/devnet/startDevnet.ts'))}`,
    `export { generateWallets } from ${JSON.stringify(join(root, 'plugins/connect/test/generateWallets.ts'))}`,
    withServices
      ? `export { createDevServicesHandler } from ${JSON.stringify(servicesFile)}`
      : `export { startDirectoryServer } from ${JSON.stringify(join(root, 'plugins/connect/test/startDirectoryServer.ts'))}`,
  ]
  const outfile = join(cacheDir, 'node-helpers.mjs')
  await buildNodeHelpers({ contents: lines.join('\n'), resolveDir: root, outfile })
  const helpers = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)
  const devnet = await helpers.startDevnet()
  const wallets = helpers.generateWallets(walletCount)
  if (withServices) {
    const services = await helpers.createDevServicesHandler({ devnet, wallets }).catch(async (error) => {
      await devnet.stop()
      throw error
    })
    return {
      devnet,
      wallets,
      services,
      directory: undefined,
      source:
        'gangway/server (createGangwayServer, embedded PGlite in memory) in the dev layer of playground/devnet/services, mounted at /gangway on the bench server',
      stop: async () => {
        await services.close()
        await devnet.stop()
      },
    }
  }
  const directory = await helpers.startDirectoryServer(wallets)
  return {
    devnet,
    wallets,
    services: undefined,
    directory: directory.url,
    source: 'plugins/connect/test/startDirectoryServer.ts on its own port (endpoints.directory)',
    stop: async () => {
      await directory.close()
      await devnet.stop()
    },
  }
}
