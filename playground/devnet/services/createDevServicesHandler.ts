import type { IncomingMessage, ServerResponse } from 'node:http'
import { DEFAULT_SERVICE_PATH } from '../../../core/config/defaults.js'
import { createGangwayServer } from '../../../server/createGangwayServer.js'
import { normalizeBasePath } from '../../../server/normalizeBasePath.js'
import { normalizeProjects } from '../../../server/normalizeProjects.js'
import type { Project } from '../../../server/Project.js'
import { toNodeHandler } from '../../../server/toNodeHandler.js'
import { createDevnetProvider } from '../createDevnetProvider.js'
import { devnetPrices } from '../devnetPrices.js'
import { bundleFrame } from '../frame/bundleFrame.js'
import { startDevOnramp } from '../onramp/startDevOnramp.js'
import { createFailures } from './createFailures.js'
import { createRequestLog } from './createRequestLog.js'
import type { DevRequest } from './DevRequest.js'
import type { DevServicesControls } from './DevServicesControls.js'
import type { DevServicesHandler } from './DevServicesHandler.js'
import type { DevServicesOptions } from './DevServicesOptions.js'
import { devOrigins } from './devOrigins.js'
import { devProjectId } from './devProjectId.js'
import { devSocialProviders } from './devSocialProviders.js'
import { generateDevWallets } from './generateDevWallets.js'
import { storeDevnetImages } from './storeDevnetImages.js'
import { writeFailure } from './writeFailure.js'

const SERVICE_PATH = /^\/(directory|analytics|api)(\/.*)?$/
/** With `mail`, the e-mail wallet's auth service, the secure frame and the Farcaster app's answers are services too. */
const SERVICE_PATH_WITH_AUTH = /^\/(directory|analytics|api|auth|frame|farcaster)(\/.*)?$/
type Next = (error?: unknown) => void

/**
 * The dev services: the Gangway server (createGangwayServer, embedded PGlite in memory or in `dataDir`,
 * the devnet as its chain data, the dev directory, rate limits off, one dev project answering for every
 * projectId) under `basePath` (default '/gangway'), wrapped in the dev-only parts: injected failures and
 * the request log. Requests outside its services go to `next` when given.
 */
export async function createDevServicesHandler(
  options: DevServicesOptions = {},
): Promise<DevServicesHandler> {
  const basePath = normalizeBasePath(options.basePath ?? DEFAULT_SERVICE_PATH)
  const wallets = options.wallets ?? generateDevWallets()
  const chains = options.devnet?.chains ?? []
  const chainData = createDevnetProvider({
    devnet: { chains },
    solana: options.solana,
    prices: options.prices,
    identities: options.identities,
  })
  const onramp = await startDevOnramp({
    chains: [
      ...chains.map((chain) => ({
        namespace: 'eip155' as const,
        caipNetworkId: `eip155:${chain.chainId}`,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
        ...(chain.tokens?.find((token) => token.symbol === 'dUSD')
          ? { usd: chain.tokens.find((token) => token.symbol === 'dUSD')! }
          : {}),
      })),
      ...(options.solana
        ? [
            {
              namespace: 'solana' as const,
              caipNetworkId: options.solana.chain,
              name: 'Solana VM',
              rpcUrl: options.solana.rpcUrl,
            },
          ]
        : []),
    ],
    prices: { ...devnetPrices, ...options.prices },
  })
  let remote = options.remoteFeatures ? { ...options.remoteFeatures } : null
  let [project] = normalizeProjects([
    {
      id: devProjectId,
      features: remote ?? {},
      allowedOrigins: options.allowedOrigins ?? devOrigins,
      analytics: options.analyticsEnabled ?? true,
    },
  ]) as [Project]
  const server = await createGangwayServer({
    projects: [project],
    fallbackProject: devProjectId,
    database: options.dataDir === undefined ? undefined : { dataDir: options.dataDir },
    basePath,
    publicUrl: options.publicUrl,
    chainData,
    onramp: onramp.provider,
    wallets,
    rateLimits: { perIp: false, perProject: false },
    bundlers: Object.fromEntries(
      chains.flatMap((chain) =>
        chain.accountAbstraction?.bundlerUrl
          ? [[`eip155:${chain.chainId}`, chain.accountAbstraction.bundlerUrl]]
          : [],
      ),
    ),
    names: { rpcUrls: Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl])) },
    sessions: {
      rpcUrls: Object.fromEntries(chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl])),
    },
    ...(options.mail
      ? {
          auth: {
            smtp: options.mail,
            from: 'Gangway devnet <wallet@devnet.local>',
            frameScript: bundleFrame,
            ...(options.social ? { social: devSocialProviders(options.social) } : {}),
            ...(options.devnet?.farcaster
              ? {
                  farcaster: {
                    rpcUrl: options.devnet.farcaster.rpcUrl,
                    ...(options.farcasterConnectUrl ? { connectUrl: options.farcasterConnectUrl } : {}),
                  },
                }
              : {}),
          },
        }
      : {}),
  }).catch(async (error: unknown) => {
    await Promise.all([chainData.stop(), onramp.close()])
    throw error
  })
  try {
    await storeDevnetImages(server.store, chains)
  } catch (error) {
    await Promise.all([server.close(), chainData.stop(), onramp.close()])
    throw error
  }
  const serve = toNodeHandler(server)
  const log = createRequestLog(Math.max(1, options.maxLoggedRequests ?? 1_000))
  const failures = createFailures()
  let written: Promise<unknown> = Promise.resolve()

  const change = (patch: Partial<Project>): Promise<void> => {
    ;[project] = normalizeProjects([{ ...project, ...patch }]) as [Project]
    const done = server.setProject(project).then(() => {})
    written = done.catch(() => {})
    return done
  }

  const handle = async (request: IncomingMessage, response: ServerResponse, next?: Next): Promise<void> => {
    const started = performance.now()
    const raw = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '/'
    let url: URL
    try {
      url = new URL(raw, 'http://localhost')
    } catch {
      url = new URL('http://localhost/')
    }
    const inBase = basePath === '' || url.pathname === basePath || url.pathname.startsWith(`${basePath}/`)
    const rest = inBase ? url.pathname.slice(basePath.length) : url.pathname
    const service = inBase ? (options.mail ? SERVICE_PATH_WITH_AUTH : SERVICE_PATH).exec(rest) : null
    if (!service && next) return next()
    const query = Object.fromEntries(url.searchParams)
    const method = (request.method ?? 'GET').toUpperCase()
    const entry: Omit<DevRequest, 'id' | 'status' | 'durationMs'> = {
      time: Date.now(),
      method,
      path: url.pathname,
      service: (service?.[1] as DevRequest['service'] | undefined) ?? 'none',
      query,
      projectId: query.projectId,
      sdkType: query.st,
      sdkVersion: query.sv,
    }
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
    response.writeHead = ((...args: unknown[]) => {
      const durationMs = Math.round((performance.now() - started) * 10) / 10
      log.add({ ...entry, status: Number(args[0]), durationMs })
      return writeHead(...args)
    }) as ServerResponse['writeHead']
    const failure =
      service && method !== 'OPTIONS' ? failures.take([url.pathname, rest, service[2] ?? '/']) : undefined
    if (failure) return writeFailure(request, response, failure, project.allowedOrigins)
    await written
    serve(request, response, next)
  }

  const controls: DevServicesControls = {
    basePath,
    dataDir: options.dataDir,
    wallets,
    server,
    onramp,
    setRemoteFeatures(features) {
      const next = features ? { ...features } : null
      const done = change({ features: next ?? {} })
      remote = next
      return done
    },
    remoteFeatures: () => (remote ? { ...remote } : null),
    setAllowedOrigins: (origins) => change({ allowedOrigins: [...origins] }),
    setAnalyticsEnabled: (enabled) => change({ analytics: enabled }),
    setIdentity: (address, identity) => chainData.setIdentity(address, identity),
    async analyticsEvents() {
      await written
      return server.store.analytics.list(undefined)
    },
    requests: () => log.list(),
    clearRequests: () => log.clear(),
    onRequest: (listener) => log.onRequest(listener),
    injectFailure: (failure) => failures.inject(failure),
    removeFailure: (failure) => failures.remove(failure),
    clearFailures: () => failures.clear(),
  }
  const handler = (request: IncomingMessage, response: ServerResponse, next?: Next) => {
    handle(request, response, next).catch((error: unknown) => {
      if (next) next(error)
      else if (!response.headersSent) response.writeHead(500).end()
    })
  }
  return Object.assign(handler, controls, {
    close: () => Promise.all([server.close(), chainData.stop(), onramp.close()]).then(() => {}),
  })
}
