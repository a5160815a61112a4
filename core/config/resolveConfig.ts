import { ConfigError } from '../errors/ConfigError.js'
import { bothSiweConfigAndSiwx } from '../errors/messages/bothSiweConfigAndSiwx.js'
import { invalidConfiguration } from '../errors/messages/invalidConfiguration.js'
import { networkRequired } from '../errors/messages/networkRequired.js'
import type { Plugin, PluginLoader } from '../plugin/Plugin.js'
import type { Alert } from '../types/Alert.js'
import type { AppMetadata, Endpoints, GangwayConfig, ThemeMode } from '../types/GangwayConfig.js'
import type { Network } from '../types/Network.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { createEndpoints } from './createEndpoints.js'
import { DEFAULT_RELAY_URL, DEFAULT_SERVICE_PATH } from './defaults.js'
import { sanitizeFeatures } from './sanitizeFeatures.js'
import { networkNotFound, projectIdNotConfigured } from './startAlerts.js'
import { validateNetwork } from './validateNetwork.js'

type Input = Record<string, unknown>

const KNOWN_KEYS = new Set([
  'projectId',
  'metadata',
  'networks',
  'defaultNetwork',
  'features',
  'plugins',
  'endpoints',
  'remoteConfig',
  'basic',
  'embedded',
  'manualControl',
  'prefetch',
  'allowedOrigins',
  'siweConfig',
  'siwx',
  'allowUnsupportedChain',
  'legal',
  'enableNetworkSwitch',
  'themeMode',
  'themeVariables',
  'locale',
  'messages',
  'storage',
  'fetch',
  'debug',
])
const ENDPOINT_KEYS = ['api', 'directory', 'analytics', 'relay', 'secureFrame', 'rpc'] as const

function isObject(value: unknown): value is Input {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null
}

function hostOf(origin: string | undefined): string {
  if (!origin) return ''
  try {
    return new URL(origin).hostname
  } catch {
    return ''
  }
}

function flag(input: Input, key: string, fallback: boolean, warnings: string[]): boolean {
  const value = input[key]
  if (value === undefined) return fallback
  if (typeof value === 'boolean') return value
  warnings.push(`${key} must be a boolean; using ${fallback}`)
  return fallback
}

function resolveNetworks(value: unknown, warnings: string[]): readonly Network[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new ConfigError(networkRequired, {
      details: 'networks must be a non-empty array of networks',
    })
  }
  const networks: Network[] = []
  value.forEach((item, index) => {
    const network = validateNetwork(item, `networks[${index}]`)
    if (networks.some((known) => known.caipNetworkId === network.caipNetworkId)) {
      warnings.push(`Duplicate network ${network.caipNetworkId} at networks[${index}] ignored`)
    } else {
      networks.push(network)
    }
  })
  return networks
}

function resolveMetadata(value: unknown, origin: string | undefined, warnings: string[]): AppMetadata {
  const fallback: AppMetadata = { name: hostOf(origin), description: '', url: origin ?? '', icons: [] }
  if (value === undefined) return fallback
  if (!isObject(value)) {
    warnings.push('metadata must be an object; ignored')
    return fallback
  }
  const text = (key: keyof AppMetadata): string => {
    const field = value[key]
    if (typeof field === 'string') return field
    if (field !== undefined) warnings.push(`metadata.${key} must be a string; ignored`)
    return fallback[key] as string
  }
  let icons: string[] = []
  if (Array.isArray(value.icons)) {
    icons = value.icons.filter((icon): icon is string => typeof icon === 'string')
    if (icons.length !== value.icons.length) warnings.push('metadata.icons: non-string entries ignored')
  } else if (value.icons !== undefined) {
    warnings.push('metadata.icons must be a list of URLs; ignored')
  }
  return { name: text('name'), description: text('description'), url: text('url'), icons }
}

function resolveEndpoints(value: unknown, origin: string | undefined, warnings: string[]): Endpoints {
  const defaults = { ...createEndpoints(`${origin ?? ''}${DEFAULT_SERVICE_PATH}`), relay: DEFAULT_RELAY_URL }
  if (value === undefined) return defaults
  if (!isObject(value)) {
    warnings.push('endpoints must be an object; ignored')
    return defaults
  }
  const endpoints: Record<string, string> = { ...defaults }
  for (const key of ENDPOINT_KEYS) {
    const url = value[key]
    if (url === undefined) continue
    if (typeof url === 'string' && url.trim()) endpoints[key] = url.trim().replace(/\/+$/, '')
    else
      warnings.push(
        `endpoints.${key} must be a non-empty URL; ${defaults[key] ? `using ${defaults[key]}` : 'ignored'}`,
      )
  }
  for (const key of Object.keys(value)) {
    if (!(ENDPOINT_KEYS as readonly string[]).includes(key))
      warnings.push(`Unknown endpoint "${key}" ignored`)
  }
  return endpoints as unknown as Endpoints
}

function resolveLocale(value: unknown, warnings: string[]): string {
  if (value === undefined) return 'en'
  try {
    if (typeof value === 'string') return Intl.getCanonicalLocales(value)[0] ?? 'en'
  } catch {}
  warnings.push(`locale must be a BCP 47 language tag; using "en"`)
  return 'en'
}

/**
 * Validates an untrusted host config and applies the defaults. Throws ConfigError when Gangway cannot
 * work with it; problems it can live with become `alerts` (shown to the host, once per kind) or
 * `warnings` (for the log).
 */
export function resolveConfig(
  input: GangwayConfig,
  env: { origin?: string },
): {
  config: ResolvedConfig
  plugins: readonly (Plugin | PluginLoader)[]
  alerts: Alert[]
  warnings: string[]
} {
  if (!isObject(input)) throw new ConfigError(invalidConfiguration, { details: 'config must be an object' })
  const raw = input as Input
  const origin = typeof env?.origin === 'string' && env.origin ? env.origin : undefined
  const alerts: Alert[] = []
  const warnings: string[] = []

  if (isSet(raw.siweConfig) && isSet(raw.siwx)) {
    throw new ConfigError(bothSiweConfigAndSiwx)
  }
  for (const key of Object.keys(raw))
    if (!KNOWN_KEYS.has(key)) warnings.push(`Unknown option "${key}" ignored`)

  const projectId =
    typeof raw.projectId === 'string' && raw.projectId.trim() ? raw.projectId.trim() : undefined
  if (!projectId) alerts.push(projectIdNotConfigured)

  const networks = resolveNetworks(raw.networks, warnings)
  let defaultNetwork: Network | undefined
  if (isSet(raw.defaultNetwork)) {
    const wanted = isObject(raw.defaultNetwork) ? raw.defaultNetwork.caipNetworkId : undefined
    defaultNetwork = networks.find((network) => network.caipNetworkId === wanted)
    if (!defaultNetwork) {
      alerts.push(networkNotFound)
      defaultNetwork = networks[0]
    }
  }

  const local = sanitizeFeatures(raw.features)
  warnings.push(...local.warnings)
  const basic = flag(raw, 'basic', false, warnings)

  let allowedOrigins: readonly string[] = []
  if (Array.isArray(raw.allowedOrigins)) {
    allowedOrigins = raw.allowedOrigins.filter((entry): entry is string => typeof entry === 'string')
    if (allowedOrigins.length !== raw.allowedOrigins.length)
      warnings.push('allowedOrigins: non-string entries ignored')
  } else if (raw.allowedOrigins !== undefined) {
    warnings.push('allowedOrigins must be a list of origins; ignored')
  }

  let themeMode: ThemeMode = 'light'
  if (raw.themeMode === 'light' || raw.themeMode === 'dark') themeMode = raw.themeMode
  else if (raw.themeMode !== undefined) warnings.push('themeMode must be "light" or "dark"; using "light"')

  const optional: Record<string, unknown> = {}
  const passThrough = (key: string, valid: (value: unknown) => boolean, expected: string): void => {
    const value = raw[key]
    if (value === undefined) return
    if (valid(value)) optional[key] = value
    else warnings.push(`${key} must be ${expected}; ignored`)
  }
  const plugins: readonly (Plugin | PluginLoader)[] = Array.isArray(raw.plugins) ? raw.plugins : []
  if (raw.plugins !== undefined && !Array.isArray(raw.plugins))
    warnings.push('plugins must be a list of plugins; ignored')
  passThrough('siweConfig', isObject, 'an object')
  passThrough('siwx', isObject, 'an object')
  passThrough('legal', isObject, 'an object with termsUrl and privacyUrl')
  passThrough('themeVariables', isObject, 'an object')
  passThrough('messages', isObject, 'an object of strings')
  passThrough(
    'storage',
    (value) =>
      isObject(value) &&
      typeof value.getItem === 'function' &&
      typeof value.setItem === 'function' &&
      typeof value.removeItem === 'function',
    'a Storage (getItem, setItem, removeItem)',
  )
  passThrough('fetch', (value) => typeof value === 'function', 'a fetch function')
  passThrough('debug', (value) => typeof value === 'boolean', 'a boolean')
  passThrough('prefetch', (value) => value === 'idle' || value === 'intent', '"idle" or "intent"')

  const config: ResolvedConfig = {
    ...optional,
    projectId,
    metadata: resolveMetadata(raw.metadata, origin, warnings),
    networks,
    defaultNetwork,
    features: local.features,
    endpoints: resolveEndpoints(raw.endpoints, origin, warnings),
    remoteConfig: flag(raw, 'remoteConfig', true, warnings),
    basic,
    embedded: flag(raw, 'embedded', false, warnings),
    manualControl: flag(raw, 'manualControl', false, warnings),
    allowedOrigins,
    allowUnsupportedChain: flag(raw, 'allowUnsupportedChain', false, warnings),
    enableNetworkSwitch: flag(raw, 'enableNetworkSwitch', true, warnings),
    themeMode,
    locale: resolveLocale(raw.locale, warnings),
  }
  return { config, plugins, alerts, warnings }
}
