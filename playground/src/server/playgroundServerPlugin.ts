import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import type { Features } from '../../../core/index.js'
import type { Devnet } from '../../devnet/Devnet.js'
import { answerFarcasterChannel } from '../../devnet/farcaster/answerFarcasterChannel.js'
import { devFarcasterUser } from '../../devnet/farcaster/devFarcasterUser.js'
import type { MailServer } from '../../devnet/mail/MailServer.js'
import type { DevMobileWallet } from '../../devnet/relay/DevMobileWallet.js'
import type { DevFailure } from '../../devnet/services/DevFailure.js'
import type { DevServicesHandler } from '../../devnet/services/DevServicesHandler.js'
import type { LocalSolanaRpc } from '../../devnet/solana/LocalSolanaRpc.js'
import type { PlaygroundDevnetInfo } from './PlaygroundDevnetInfo.js'
import type { PlaygroundServicesInfo } from './PlaygroundServicesInfo.js'
import { transactionPage } from './transactionPage.js'

export interface PlaygroundServerPluginOptions {
  readonly devnet: Devnet
  readonly services: DevServicesHandler
  /** URL of the local WalletConnect relay, told to the page. */
  readonly relayUrl: string
  readonly solana: LocalSolanaRpc
  /** The phone the dev wallet panel pairs with a WalletConnect URI. */
  readonly mobileWallet: DevMobileWallet
  /** The devnet's SMTP server, whose mails GET /playground/mail.json lists (the Inbox panel). */
  readonly mail?: MailServer
  /** The secure frame's URL (another origin than the page), told to the page. */
  readonly secureFrame?: string
}

const failureStatuses = [429, 500, 502, 503] as const
type FailureStatus = (typeof failureStatuses)[number]
const shown = 100

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
      if (text.length > 64_000) reject(new Error('body too large'))
    })
    request.on('end', () => {
      try {
        resolve(text === '' ? null : JSON.parse(text))
      } catch (error) {
        reject(error)
      }
    })
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end(JSON.stringify(body))
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The playground's dev-server side: the dev services at '/gangway' (the Gangway server mounted by
 * toNodeHandler, wrapped in the dev layer; the widget's default endpoints), and
 * '/playground/*' JSON routes for the page: devnet.json (chains), mail.json (the devnet's inbox), services.json (request log, analytics
 * events, remote features), tx?chain&hash (a transaction as its anvil chain tells it), mobile-wallet.json,
 * and POST remote-features, failure (a toggle: one failure per path), clear-requests to drive the services
 * and mobile-wallet to pair the dev mobile wallet with a WalletConnect URI and decide its requests, and farcaster for
 * the dev Farcaster app to approve (or decline) the widget's Sign In With Farcaster link with the devnet user's custody key.
 */
export function playgroundServerPlugin(options: PlaygroundServerPluginOptions): Plugin {
  const { devnet, services, relayUrl, solana, mobileWallet, mail, secureFrame } = options
  let failures: (DevFailure & { readonly path: string })[] = []
  let selfUrl: () => string | undefined = () => undefined
  const devnetInfo: PlaygroundDevnetInfo = {
    // The page needs each chain's RPC and tokens; the collections (bigint token ids) stay on the server.
    chains: devnet.chains.map(({ collections: _collections, ...chain }) => chain),
    accounts: devnet.accounts.map((account) => account.address),
    relay: relayUrl,
    ...(secureFrame ? { secureFrame } : {}),
    solana: {
      network: solana.network,
      chain: solana.chain,
      rpcUrl: solana.rpcUrl,
      accounts: solana.accounts.map((account) => account.address),
    },
  }
  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void> | void> =
    {
      'GET /playground/devnet.json': (_request, response) => send(response, 200, devnetInfo),
      'GET /playground/mail.json': (_request, response) =>
        send(response, 200, { mails: [...(mail?.messages() ?? [])].slice(-50).reverse() }),
      'GET /playground/services.json': async (_request, response) => {
        const requests = services.requests()
        const analytics = await services.analyticsEvents()
        const info: PlaygroundServicesInfo = {
          requests: requests.slice(-shown),
          requestCount: requests.length,
          analytics: analytics.slice(-shown),
          analyticsCount: analytics.length,
          remoteFeatures: services.remoteFeatures(),
          failures: failures.map(({ path, status }) => ({ path, status })),
        }
        send(response, 200, info)
      },
      'POST /playground/remote-features': async (request, response) => {
        const body = await readJson(request)
        if (body !== null && !isRecord(body))
          return send(response, 400, { error: 'Expected an object or null' })
        await services.setRemoteFeatures(body as Partial<Features> | null)
        send(response, 200, { remoteFeatures: services.remoteFeatures() })
      },
      'POST /playground/failure': async (request, response) => {
        const body = await readJson(request)
        if (isRecord(body) && body.clear === true) {
          services.clearFailures()
          failures = []
          return send(response, 200, { failures })
        }
        const status = isRecord(body) ? (body.status as FailureStatus) : undefined
        const path = isRecord(body) && typeof body.path === 'string' ? body.path : undefined
        if (!path || !status || !failureStatuses.includes(status))
          return send(response, 400, {
            error: `Expected { path, status: ${failureStatuses.join(' | ')}, on?: boolean }`,
          })
        const on = !isRecord(body) || body.on !== false
        const current = failures.find((failure) => failure.path === path)
        if (current && (!on || current.status !== status)) {
          services.removeFailure(current)
          failures = failures.filter((failure) => failure !== current)
        }
        if (on && current?.status !== status) {
          const failure = { path, status }
          services.injectFailure(failure)
          failures.push(failure)
        }
        send(response, 200, { failures })
      },
      'GET /playground/tx': async (request, response) => {
        const query = new URL(request.url ?? '/', 'http://playground').searchParams
        const chain = devnet.chains.find((item) => String(item.chainId) === query.get('chain'))
        const hash = query.get('hash') ?? ''
        if (!chain || !/^0x[0-9a-fA-F]{64}$/.test(hash))
          return send(response, 400, {
            error: 'Expected ?chain=<devnet chain id>&hash=<0x transaction hash>',
          })
        const page = await transactionPage(chain, hash)
        response.writeHead(page.status, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
        response.end(page.html)
      },
      'GET /playground/mobile-wallet.json': (_request, response) => send(response, 200, mobileWallet.state()),
      'POST /playground/mobile-wallet': async (request, response) => {
        const body = await readJson(request)
        if (
          isRecord(body) &&
          body.action === 'pair' &&
          typeof body.uri === 'string' &&
          body.uri.startsWith('wc:')
        )
          return send(response, 200, await mobileWallet.pair(body.uri))
        if (isRecord(body) && body.action === 'resolve' && typeof body.id === 'string')
          return send(response, 200, mobileWallet.resolve(body.id, body.approved === true))
        if (isRecord(body) && body.action === 'disconnect')
          return send(response, 200, await mobileWallet.disconnect())
        send(response, 400, {
          error:
            "Expected { action: 'pair', uri } | { action: 'resolve', id, approved } | { action: 'disconnect' }",
        })
      },
      'POST /playground/farcaster': async (request, response) => {
        const body = await readJson(request)
        const farcaster = devnet.farcaster
        const base = selfUrl()
        if (!farcaster || !base) return send(response, 503, { error: 'The devnet has no ID Registry' })
        if (
          !isRecord(body) ||
          (body.action !== 'approve' && body.action !== 'reject') ||
          typeof body.link !== 'string' ||
          body.link.length > 2_048 ||
          typeof body.projectId !== 'string' ||
          body.projectId.length > 128
        )
          return send(response, 400, { error: "Expected { action: 'approve' | 'reject', link, projectId }" })
        const answer = await answerFarcasterChannel({
          link: body.link,
          serviceUrl: new URL('gangway', base).href,
          projectId: body.projectId,
          custodyKey: devFarcasterUser.custodyKey,
          fid: farcaster.fid,
          username: farcaster.username,
          reject: body.action === 'reject',
        })
        send(response, 200, { ...answer, fid: farcaster.fid, username: farcaster.username })
      },
      'POST /playground/clear-requests': (_request, response) => {
        services.clearRequests()
        send(response, 200, { ok: true })
      },
    }
  return {
    name: 'gangway-playground-server',
    configureServer(server) {
      selfUrl = () => server.resolvedUrls?.local[0]
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0]
        const route = routes[`${request.method ?? 'GET'} ${path}`]
        if (!route) return next()
        Promise.resolve(route(request, response)).catch((error: unknown) =>
          send(response, 400, { error: error instanceof Error ? error.message : String(error) }),
        )
      })
      server.middlewares.use(services)
    },
  }
}
