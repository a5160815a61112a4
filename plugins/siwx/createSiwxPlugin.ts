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

/** The SIWX plugin: sign in with the connected wallet on any namespace (CAIP-122), per `siwx` in the config. */
export function createSiwxPlugin() {
  let controller: ReturnType<typeof createSiwxController> | undefined
  const api: SiwxApi = {
    store: () => controller?.store,
    required: () => controller?.required() ?? false,
    hasSession: () => controller?.hasSession() ?? false,
    session: () => controller?.session(),
    signIn: () => (controller ?? unavailable()).signIn(),
    signOut: () => (controller ?? unavailable()).signOut(),
    oneClickRequest: async (chainId) => controller?.oneClickRequest(chainId),
    acceptCacao: async (cacao) => (controller ? controller.acceptCacao(cacao) : false),
  }
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
      controller = createSiwxController(ctx, resolveSiwx(ctx, raw))
      return () => {
        controller?.dispose()
        controller = undefined
      }
    },
  })
}

function unavailable(): never {
  throw new SiwxError(siwxNotEnabled)
}
