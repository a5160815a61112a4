import { mkdtempSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TLSSocket } from 'node:tls'
import { isEvmAddress } from '../../../plugins/eip155/index.js'
import { analyticsRoutes } from './analyticsRoutes.js'
import { blockchainApiRoutes } from './blockchainApiRoutes.js'
import { createAnalyticsSink } from './createAnalyticsSink.js'
import type { DevFailure } from './DevFailure.js'
import type { DevIdentity } from './DevIdentity.js'
import type { DevReply } from './DevReply.js'
import type { DevRequest } from './DevRequest.js'
import type { DevRoute } from './DevRoute.js'
import type { DevServicesControls } from './DevServicesControls.js'
import type { DevServicesHandler } from './DevServicesHandler.js'
import type { DevServicesOptions } from './DevServicesOptions.js'
import type { DevServicesState } from './DevServicesState.js'
import { directoryRoutes } from './directoryRoutes.js'
import { errorReply } from './errorReply.js'
import { generateDevWallets } from './generateDevWallets.js'

const MAX_BODY_BYTES = 64 * 1024
const FAILURE_STATUSES = [429, 500, 502, 503]
const SERVICE_PATH = /^\/(directory|analytics|api)(\/.*)?$/

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge())
        request.resume()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function toIdentity(identity: Partial<DevIdentity>): DevIdentity {
  return { name: identity.name ?? null, avatar: identity.avatar ?? null }
}

function identityKey(address: string): string {
  if (!isEvmAddress(address)) throw new Error(`Invalid EVM address: ${address}`)
  return (address.startsWith('0x') ? address : `0x${address}`).toLowerCase()
}

/** The dev services under `basePath` (default '/gangway'): directory at '/directory', analytics sink at '/analytics', blockchain API at '/api' (spec section 7); other paths go to `next` when given, else 404. */
export function createDevServicesHandler(options: DevServicesOptions = {}): DevServicesHandler {
  const basePath = `/${(options.basePath ?? '/gangway').replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '')
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gangway-dev-services-'))
  const sink = createAnalyticsSink(dataDir)
  const maxLogged = Math.max(1, options.maxLoggedRequests ?? 1_000)
  const state: DevServicesState = {
    wallets: options.wallets ?? generateDevWallets(),
    chains: options.devnet?.chains ?? [],
    identities: new Map(
      Object.entries(options.identities ?? {}).map(([address, identity]) => [
        identityKey(address),
        toIdentity(identity),
      ]),
    ),
    prices: { ETH: 3_000, DGT: 1, ...options.prices },
    remoteFeatures: options.remoteFeatures ? { ...options.remoteFeatures } : null,
    allowedOrigins: [...(options.allowedOrigins ?? [])],
    analyticsEnabled: options.analyticsEnabled ?? true,
  }
  const services: Readonly<Record<string, readonly DevRoute[]>> = {
    directory: directoryRoutes(state),
    analytics: analyticsRoutes(sink.add),
    api: blockchainApiRoutes(state),
  }
  let log: DevRequest[] = []
  let nextId = 1
  const listeners = new Set<(request: DevRequest) => void>()
  let failures: { failure: DevFailure; remaining: number }[] = []

  const takeFailure = (paths: readonly string[]): DevFailure | undefined => {
    const found = failures.find(({ failure }) => {
      if (typeof failure.path === 'string') return paths.includes(failure.path)
      failure.path.lastIndex = 0
      return failure.path.test(paths[0]!)
    })
    if (!found) return undefined
    found.remaining -= 1
    if (found.remaining <= 0) failures = failures.filter((item) => item !== found)
    return found.failure
  }

  const failureReply = (failure: DevFailure): DevReply => {
    const retryAfter = failure.retryAfter ?? (failure.status === 429 ? 1 : undefined)
    const headers = retryAfter === undefined ? undefined : { 'retry-after': String(retryAfter) }
    return failure.status === 429
      ? errorReply(429, 'Rate limited', headers)
      : errorReply(failure.status, `Injected failure (HTTP ${failure.status})`, headers)
  }

  const route = async (
    request: IncomingMessage,
    method: string,
    url: URL,
    servicePath: string,
    routes: readonly DevRoute[],
  ): Promise<DevReply> => {
    const matching = routes.filter((candidate) => candidate.pattern.test(servicePath))
    if (matching.length === 0) return errorReply(404, `Unknown path: ${url.pathname}`)
    const found = matching.find((candidate) => candidate.methods.includes(method === 'HEAD' ? 'GET' : method))
    if (!found) {
      const allow = [...new Set(matching.flatMap((candidate) => candidate.methods)), 'OPTIONS'].join(', ')
      return errorReply(405, `Method ${method} not allowed on ${url.pathname}`, { allow })
    }
    let params: string[]
    try {
      params = (found.pattern.exec(servicePath) ?? []).slice(1).map((param) => decodeURIComponent(param))
    } catch {
      return errorReply(400, `Malformed path: ${url.pathname}`)
    }
    const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
    const scheme = forwarded || ((request.socket as TLSSocket).encrypted ? 'https' : 'http')
    const origin = (options.publicUrl ?? `${scheme}://${request.headers.host ?? 'localhost'}`).replace(
      /\/+$/,
      '',
    )
    try {
      return await found.handle(
        {
          method,
          query: url.searchParams,
          baseUrl: `${origin}${basePath}`,
          readBody: () => readBody(request),
        },
        params,
      )
    } catch (error) {
      if (error instanceof BodyTooLarge) return errorReply(413, `Body larger than ${MAX_BODY_BYTES} bytes`)
      return errorReply(500, `Internal error: ${(error as Error).message}`)
    }
  }

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    entry: Omit<DevRequest, 'id' | 'status' | 'durationMs'>,
    started: number,
    reply: DevReply,
  ): void => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': String(
        request.headers['access-control-request-headers'] ?? 'content-type, accept',
      ),
      'access-control-expose-headers': 'retry-after',
    }
    const body =
      reply.image !== undefined
        ? reply.image.bytes
        : reply.svg !== undefined
          ? reply.svg
          : reply.json === undefined
            ? ''
            : JSON.stringify(reply.json)
    const type =
      reply.image !== undefined
        ? { 'content-type': reply.image.contentType }
        : reply.svg !== undefined
          ? { 'content-type': 'image/svg+xml' }
          : reply.json === undefined
            ? {}
            : { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }
    const logged: DevRequest = {
      ...entry,
      id: nextId++,
      status: reply.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    }
    log.push(logged)
    if (log.length > maxLogged) log = log.slice(log.length - maxLogged)
    for (const listener of listeners) {
      try {
        listener(logged)
      } catch {}
    }
    if (response.headersSent || response.destroyed) return
    response.writeHead(reply.status, { ...cors, ...type, ...reply.headers })
    response.end(body)
  }

  const handle = async (
    request: IncomingMessage,
    response: ServerResponse,
    next?: (error?: unknown) => void,
  ): Promise<void> => {
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
    const service = inBase ? SERVICE_PATH.exec(rest) : null
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
    const reply = async (): Promise<DevReply> => {
      if (!service) return errorReply(404, `Not served by the dev services: ${url.pathname}`)
      if (method === 'OPTIONS') return { status: 204, headers: { 'access-control-max-age': '600' } }
      const servicePath = service[2] ?? '/'
      const failure = takeFailure([url.pathname, rest, servicePath])
      if (failure) return failureReply(failure)
      return route(request, method, url, servicePath, services[service[1]!]!)
    }
    send(request, response, entry, started, await reply())
  }

  const controls: DevServicesControls = {
    basePath,
    dataDir,
    wallets: state.wallets,
    setRemoteFeatures(features) {
      state.remoteFeatures = features ? { ...features } : null
    },
    remoteFeatures: () => (state.remoteFeatures ? { ...state.remoteFeatures } : null),
    setAllowedOrigins(origins) {
      state.allowedOrigins = [...origins]
    },
    setAnalyticsEnabled(enabled) {
      state.analyticsEnabled = enabled
    },
    setIdentity(address, identity) {
      const key = identityKey(address)
      if (identity) state.identities.set(key, toIdentity(identity))
      else state.identities.delete(key)
    },
    analyticsEvents: () => sink.events(),
    requests: () => [...log],
    clearRequests() {
      log = []
    },
    onRequest(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    injectFailure(failure) {
      if (!FAILURE_STATUSES.includes(failure.status))
        throw new Error(`injectFailure: status must be one of ${FAILURE_STATUSES.join(', ')}`)
      const times = failure.times ?? Number.POSITIVE_INFINITY
      if (!(times >= 1)) throw new Error('injectFailure: times must be at least 1')
      failures.push({ failure, remaining: times })
    },
    removeFailure(failure) {
      failures = failures.filter((item) => item.failure !== failure)
    },
    clearFailures() {
      failures = []
    },
  }
  const handler = (request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void) => {
    handle(request, response, next).catch((error: unknown) => {
      if (next) next(error)
      else if (!response.headersSent) response.writeHead(500).end()
    })
  }
  return Object.assign(handler, controls)
}
