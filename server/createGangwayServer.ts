import { DEFAULT_SERVICE_PATH } from '../core/config/defaults.js'
import { createEventWriter } from './analytics/createEventWriter.js'
import { createApp } from './app/createApp.js'
import { builtFrameScript } from './auth/builtFrameScript.js'
import { createAuthService } from './auth/createAuthService.js'
import { createMailer } from './auth/createMailer.js'
import { createFarcasterLogin } from './auth/farcaster/createFarcasterLogin.js'
import { createSocialLogin } from './auth/social/createSocialLogin.js'
import { emptyChainData } from './chainData/emptyChainData.js'
import { checkBundlers } from './checkBundlers.js'
import { consoleLogger } from './consoleLogger.js'
import { defaultRateLimits } from './defaultRateLimits.js'
import { createDirectory } from './directory/createDirectory.js'
import { curatedWallets } from './directory/curatedWallets.js'
import type { GangwayServer } from './GangwayServer.js'
import { checkNameSuffix } from './names/checkNameSuffix.js'
import { normalizeBasePath } from './normalizeBasePath.js'
import { normalizeProjects } from './normalizeProjects.js'
import type { Project } from './Project.js'
import type { ServerOptions } from './ServerOptions.js'
import { createSessionService } from './sessions/createSessionService.js'
import { createStore } from './storage/createStore.js'
import type { Database } from './storage/Database.js'
import { openDatabase } from './storage/openDatabase.js'

const isDatabase = (value: ServerOptions['database']): value is Database =>
  typeof value === 'object' && value !== null && 'query' in value && 'transaction' in value

/**
 * The Gangway server: every service endpoint the widget calls (wallet directory, project config,
 * allowed origins, analytics, blockchain API) as one Fetch API handler, over PGlite or PostgreSQL.
 */
export async function createGangwayServer(options: ServerOptions): Promise<GangwayServer> {
  const logger = options.logger ?? consoleLogger
  const projects = normalizeProjects(options.projects)
  const basePath = normalizeBasePath(options.basePath ?? DEFAULT_SERVICE_PATH)
  if (options.publicUrl !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(options.publicUrl))
    throw new Error('publicUrl: an http(s) origin such as https://app.example.com')
  if (
    options.fallbackProject !== undefined &&
    !projects.some((project) => project.id === options.fallbackProject)
  )
    throw new Error('fallbackProject: the id of one of the projects')
  const owned = !isDatabase(options.database)
  const db = isDatabase(options.database) ? options.database : await openDatabase(options.database, logger)
  try {
    const store = createStore(db)
    await store.projects.replaceAll(projects)
    const directory = await createDirectory(store, options.wallets ?? curatedWallets, {
      refreshMs: options.directoryRefreshMs,
      logger,
    })
    const sessions = createSessionService(store.siwx, options.sessions ?? {}, logger)
    const mailer =
      options.auth && createMailer(options.auth.smtp, options.auth.from ?? 'Gangway <no-reply@localhost>')
    const auth = options.auth && mailer && createAuthService(store.auth, mailer, options.auth, logger)
    const social =
      auth && options.auth?.social && createSocialLogin(options.auth.social, auth, logger, options.auth.now)
    const farcaster =
      auth &&
      options.auth?.farcaster &&
      createFarcasterLogin(options.auth.farcaster, auth, logger, options.auth.now)
    const live = new Map(projects.map((project) => [project.id, project]))
    let writing: Promise<unknown> = Promise.resolve()
    const writer = createEventWriter(store, { maxDelayMs: options.analyticsFlushMs })
    const app = createApp({
      basePath,
      projects: live,
      fallbackProject: options.fallbackProject,
      directory,
      writeEvent: writer.write,
      chainData: options.chainData ?? emptyChainData,
      sessions,
      ...(options.onramp ? { onramp: options.onramp } : {}),
      auth,
      social,
      farcaster,
      frameScript: options.auth && (options.auth.frameScript ?? builtFrameScript()),
      bundlers: checkBundlers(options.bundlers ?? {}),
      names: {
        suffix: checkNameSuffix(options.names?.suffix ?? '.gangway.id'),
        store: store.names,
        rpcUrls: options.names?.rpcUrls ?? {},
        maxClockSkewSeconds: options.names?.maxClockSkewSeconds ?? 600,
      },
      logger,
      publicUrl: options.publicUrl,
      trustProxy: options.trustProxy ?? false,
      rateLimits: {
        perIp: options.rateLimits?.perIp ?? defaultRateLimits.perIp,
        perProject: options.rateLimits?.perProject ?? defaultRateLimits.perProject,
      },
    })
    let closed: Promise<void> | undefined
    return {
      basePath,
      // Images put through the server's store are served at once: the directory keeps their ids.
      store: { ...store, images: directory.images },
      sessions,
      fetch: async (request, env) => app.fetch(request, env),
      refreshDirectory: () => directory.refresh(),
      setProject(config) {
        const set = writing.then(async () => {
          const [project] = normalizeProjects([config]) as [Project]
          await store.projects.put(project)
          live.set(project.id, project)
          return project
        })
        writing = set.catch(() => {})
        return set
      },
      close() {
        closed ??= (async () => {
          directory.close()
          mailer?.close()
          await writer.close()
          if (owned) await db.close()
        })()
        return closed
      },
    }
  } catch (error) {
    if (owned) await db.close().catch(() => {})
    throw error
  }
}
