import {
  createHttpClient,
  definePlugin,
  type PluginContext,
  SDK_TYPE,
  SDK_VERSION,
  SiwxError,
  siwxNotEnabled,
} from '../../entries/plugin.js'
import { createDefaultSiwx } from './createDefaultSiwx.js'
import { createServerMessenger } from './createServerMessenger.js'
import { createServerStorage } from './createServerStorage.js'
import { createSiwxController } from './createSiwxController.js'
import { isCustomSiwx } from './isCustomSiwx.js'
import type { SiwxApi } from './SiwxApi.js'
import type { SiwxConfig } from './SiwxConfig.js'
import type { SiwxOptions } from './SiwxOptions.js'

declare module '../../entries/plugin.js' {
  interface PluginRegistry {
    siwx: SiwxApi
  }
  interface EventRegistry {
    SIWX_AUTH_SUCCESS: { readonly chainId: string; readonly address: string }
  }
}

const SESSION_DEADLINE_MS = 15_000
const EIP4361_STATEMENT = /^[a-zA-Z0-9 !#$&'()*+,\-./:;=?@[\]_~]{1,200}$/

const browserStorage = () => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The SIWX backend of the config: the host's own object, or the defaults over the Gangway server. */
function resolveSiwx(ctx: PluginContext, raw: unknown): SiwxConfig {
  if (isCustomSiwx(raw)) return raw
  const options = raw as SiwxOptions
  const http = createHttpClient({
    baseUrl: ctx.config.endpoints.api,
    projectId: ctx.config.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    fetch: ctx.config.fetch,
    retries: 0,
    timeoutMs: SESSION_DEADLINE_MS,
  })
  const named = `Sign in to ${ctx.config.metadata.name}`
  const statement = options.statement ?? (EIP4361_STATEMENT.test(named) ? named : 'Sign in with your wallet')
  return createDefaultSiwx(options, {
    messenger: () => createServerMessenger({ http, statement, location: () => window.location }),
    storage: () => createServerStorage({ http, storage: ctx.config.storage ?? browserStorage() }),
  })
}

type Controller = ReturnType<typeof createSiwxController>

/** The API over one instance's controller (`live`). */
function createInstanceApi(live: () => Controller | undefined): SiwxApi {
  return {
    store: () => live()?.store,
    required: () => live()?.required() ?? false,
    hasSession: () => live()?.hasSession() ?? false,
    session: () => live()?.session(),
    signIn: () => (live() ?? unavailable()).signIn(),
    signOut: () => (live() ?? unavailable()).signOut(),
    oneClickRequest: async (chainId) => live()?.oneClickRequest(chainId),
    acceptCacao: async (cacao) => live()?.acceptCacao(cacao) ?? false,
  }
}

/**
 * The SIWX plugin: sign in with the connected wallet on any namespace (CAIP-122), per `siwx` in the config. Each
 * Gangway instance using the plugin object has its own controller (its API is provided per instance); the static
 * `api` follows the instance set up last.
 */
export function createSiwxPlugin() {
  let latest: Controller | undefined
  const api = createInstanceApi(() => latest)
  return definePlugin({
    name: 'siwx',
    kind: 'feature',
    api,
    messages: {
      en: () => import('./messages/en.js').then((module) => module.en),
      de: () => import('./messages/de.js').then((module) => module.de),
    },
    views: [
      {
        id: 'SIWXSignMessage',
        title: 'siwx.title',
        load: () =>
          import('./SiwxSignMessageView.js').then((module) => ({ default: module.SiwxSignMessageView })),
      },
    ],
    setup(ctx) {
      const raw = ctx.config.siwx
      if (raw === undefined || raw === null) {
        ctx.log.warn(`${siwxNotEnabled}: set siwx in createGangway's config`)
        return
      }
      const controller = createSiwxController(ctx, resolveSiwx(ctx, raw))
      latest = controller
      ctx.provideApi(createInstanceApi(() => controller))
      return () => {
        controller.dispose()
        if (latest === controller) latest = undefined
      }
    },
  })
}

function unavailable(): never {
  throw new SiwxError(siwxNotEnabled)
}
