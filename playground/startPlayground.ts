import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { DataDirInUseError } from '../server/storage/DataDirInUseError.js'
import { listen } from '../server/test/listen.js'
import type { Devnet } from './devnet/Devnet.js'
import type { MailServer } from './devnet/mail/MailServer.js'
import { startMailServer } from './devnet/mail/startMailServer.js'
import { createDevMobileWallet } from './devnet/relay/createDevMobileWallet.js'
import type { DevMobileWallet } from './devnet/relay/DevMobileWallet.js'
import type { Relay } from './devnet/relay/Relay.js'
import { startRelay } from './devnet/relay/startRelay.js'
import { createDevServicesHandler } from './devnet/services/createDevServicesHandler.js'
import type { DevServicesHandler } from './devnet/services/DevServicesHandler.js'
import type { LocalSolanaRpc } from './devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from './devnet/solana/startSolanaRpc.js'
import { startDevnet } from './devnet/startDevnet.js'
import { playgroundServerPlugin } from './src/server/playgroundServerPlugin.js'

export interface StartPlaygroundOptions {
  /** Port of the page (default 5173, the next free one when taken). */
  readonly port?: number
  /** Interface to listen on (default '127.0.0.1': the playground is never reachable from elsewhere). */
  readonly host?: string
  /** Progress lines (default: none). */
  readonly log?: (line: string) => void
  /** Directory of the dev services' embedded database (analytics events, project settings; default: in memory). */
  readonly dataDir?: string
  /** Watch the sources and reload the page on a change (default true; tests turn it off). */
  readonly watch?: boolean
  /** Vite's dependency cache, relative to the repository (default node_modules/.vite-playground); playgrounds started at once need one each. */
  readonly cacheDir?: string
}

export interface Playground {
  /** The page to open, e.g. 'http://127.0.0.1:5173/'. */
  readonly url: string
  readonly devnet: Devnet
  /** The local WalletConnect relay the page's widget uses (never the public one). */
  readonly relay: Relay
  /** The local Solana VM behind its JSON-RPC, on 127.0.0.1. */
  readonly solana: LocalSolanaRpc
  /** The phone the dev wallet panel pairs by WalletConnect (started on its first pairing). */
  readonly mobileWallet: DevMobileWallet
  /** The devnet's SMTP server: the auth service's codes and device links land here (the Inbox panel). */
  readonly mail: MailServer
  readonly services: DevServicesHandler
  readonly vite: ViteDevServer
  /** Stops Vite, the dev services (closing their database), the mobile wallet, the relay, the Solana VM and the devnet's anvil processes. */
  stop(): Promise<void>
}

/** The repository: the nearest folder up from this module holding playground/index.html (also when bundled elsewhere). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'playground', 'index.html'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('startPlayground: cannot find playground/index.html')
    dir = parent
  }
  return dir
}

/** Dependencies the page may import lazily, pre-bundled at start so that Vite never reloads the page to add one. */
const browserDependencies = [
  'react',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  'mitt',
  'uqr',
  'viem',
  'viem/accounts',
  'viem/actions',
]

async function answers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`, { cause: error })
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Removes the process-wide SIGTERM / stdin 'end' listeners Vite adds, so that the caller owns shutdown. */
function withoutViteExitHooks<T>(start: () => Promise<T>): Promise<T> {
  const sigterm = process.listeners('SIGTERM')
  const stdinEnd = process.env.CI === 'true' ? undefined : process.stdin.listeners('end')
  return start().finally(() => {
    for (const listener of process.listeners('SIGTERM'))
      if (!sigterm.includes(listener)) process.off('SIGTERM', listener)
    if (stdinEnd)
      for (const listener of process.stdin.listeners('end'))
        if (!stdinEnd.includes(listener)) process.stdin.off('end', listener as () => void)
  })
}

/** Starts the devnet (anvil chains), the dev services and the playground's Vite dev server; resolves when the page answers. */
export async function startPlayground(options: StartPlaygroundOptions = {}): Promise<Playground> {
  const { port = 5173, host = '127.0.0.1', log = () => {}, watch = true } = options
  const root = findRoot()
  log(
    'starting the devnet: two anvil chains with the dev tokens, NFTs, Uniswap V2 pools, ERC-4337 and its bundlers, and the Solana VM',
  )
  const started = Date.now()
  const [devnet, solana] = await Promise.all([startDevnet({ bundlers: true }), startSolanaRpc()])
  const relay = await startRelay().catch(async (error: unknown) => {
    await Promise.all([devnet.stop(), solana.stop()])
    throw error
  })
  const mail = await startMailServer().catch(async (error: unknown) => {
    await Promise.all([relay.stop(), devnet.stop(), solana.stop()])
    throw error
  })
  const mobileWallet = createDevMobileWallet({
    relayUrl: relay.url,
    chains: devnet.chains,
    solanaChains: [{ chain: solana.chain, rpcUrl: solana.rpcUrl }],
  })
  const stopDevnets = async () => {
    await mobileWallet.close().catch(() => {})
    await relay.stop()
    await mail.close()
    await Promise.all([devnet.stop(), solana.stop()])
  }
  for (const chain of devnet.chains)
    log(
      `  chain ${chain.chainId} (${chain.name}) at ${chain.rpcUrl}, bundler at ${chain.accountAbstraction?.bundlerUrl ?? 'none'}`,
    )
  log(`  Solana VM ${solana.chain} at ${solana.rpcUrl}`)
  let vite: ViteDevServer | undefined
  let services: DevServicesHandler | undefined
  let frameServer: { url: string; close(): Promise<void> } | undefined
  try {
    let dataDir = options.dataDir
    // A second playground of the same checkout (npm start in another terminal) still starts: in memory.
    const handler = await createDevServicesHandler({ devnet, solana, dataDir, mail }).catch(
      (error: unknown) => {
        if (!(error instanceof DataDirInUseError)) throw error
        log(
          `another playground (process ${error.holder}) holds the stored database: this one keeps its data in memory`,
        )
        dataDir = undefined
        return createDevServicesHandler({ devnet, solana, mail })
      },
    )
    services = handler
    // The secure frame needs an origin of its own: the same services on a second port.
    frameServer = await listen((request, response) => handler(request, response))
    const secureFrame = `${frameServer.url}${handler.basePath}/frame`
    log(`SMTP inbox at ${mail.host}:${mail.port}; the e-mail wallet's secure frame at ${secureFrame}`)
    log(
      `gangway/server at /gangway (wallet directory, project config, analytics, blockchain API on the devnet; database ${dataDir ?? 'in memory'})`,
    )
    log(`WalletConnect relay at ${relay.url}`)
    log('starting Vite')
    vite = await withoutViteExitHooks(() =>
      createServer({
        configFile: false,
        root: join(root, 'playground'),
        cacheDir: resolve(root, options.cacheDir ?? 'node_modules/.vite-playground'),
        appType: 'spa',
        logLevel: 'warn',
        clearScreen: false,
        oxc: { jsx: { runtime: 'automatic' } },
        server: {
          host,
          port,
          strictPort: false,
          fs: { allow: [root] },
          ...(watch ? {} : { watch: null, hmr: false }),
        },
        optimizeDeps: { entries: ['index.html'], include: browserDependencies },
        plugins: [
          playgroundServerPlugin({
            devnet,
            services: handler,
            relayUrl: relay.url,
            solana,
            mobileWallet,
            mail,
            secureFrame,
          }),
        ],
      }),
    )
    await vite.listen()
    const address = vite.httpServer?.address()
    if (!address || typeof address === 'string') throw new Error('Vite is not listening')
    const url = `http://${host}:${address.port}/`
    await answers(url, 30_000)
    log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const server = vite
    let stopping: Promise<void> | undefined
    return {
      url,
      devnet,
      relay,
      solana,
      mobileWallet,
      mail,
      services: handler,
      vite: server,
      stop: () =>
        (stopping ??= (async () => {
          await server.close().catch(() => {})
          await frameServer?.close().catch(() => {})
          await handler.close().catch(() => {})
          await stopDevnets()
        })()),
    }
  } catch (error) {
    await vite?.close().catch(() => {})
    await frameServer?.close().catch(() => {})
    await services?.close().catch(() => {})
    await stopDevnets()
    throw error
  }
}
