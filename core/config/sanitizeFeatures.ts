import type { SocialProvider } from '../types/Account.js'
import type { Features } from '../types/Features.js'
import {
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from './defaults.js'

type Mutable<T> = { -readonly [K in keyof T]?: T[K] }

const BOOLEAN_FLAGS = [
  'receive',
  'send',
  'swaps',
  'onramp',
  'email',
  'activity',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
  'reownBranding',
] as const satisfies readonly (keyof Features)[]

const ORDERS = {
  connectorTypeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
  connectMethodsOrder: DEFAULT_CONNECT_METHODS_ORDER,
} as const

const SOCIALS: readonly string[] = [...DEFAULT_SOCIALS]

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)
  if (Array.isArray(value)) return 'an array'
  return value === null ? 'null' : typeof value
}

function uniqueKnown<T extends string>(
  key: string,
  value: unknown,
  known: readonly string[],
  warnings: string[],
): T[] | undefined {
  if (!Array.isArray(value)) {
    warnings.push(`features.${key} must be an array, got ${describe(value)}; ignored`)
    return undefined
  }
  const result: T[] = []
  for (const item of value) {
    if (typeof item === 'string' && known.includes(item)) {
      if (!result.includes(item as T)) result.push(item as T)
    } else {
      warnings.push(`features.${key}: unknown entry ${describe(item)} ignored`)
    }
  }
  return result
}

/**
 * Keeps the well-typed, known feature flags of an untrusted object (host config from JS, or a server
 * response); every dropped key or value is described in `warnings`.
 */
export function sanitizeFeatures(input: unknown): { features: Partial<Features>; warnings: string[] } {
  const warnings: string[] = []
  const features: Mutable<Features> = {}
  if (input === undefined || input === null) return { features, warnings }
  if (typeof input !== 'object' || Array.isArray(input)) {
    warnings.push(`features must be an object, got ${describe(input)}; ignored`)
    return { features, warnings }
  }
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    if ((BOOLEAN_FLAGS as readonly string[]).includes(key)) {
      if (typeof value === 'boolean') features[key as (typeof BOOLEAN_FLAGS)[number]] = value
      else warnings.push(`features.${key} must be a boolean, got ${describe(value)}; ignored`)
    } else if (key === 'socials') {
      if (value === false) features.socials = false
      else if (value === true) features.socials = DEFAULT_SOCIALS
      else {
        const list = uniqueKnown<SocialProvider>(key, value, SOCIALS, warnings)
        if (list) features.socials = list
      }
    } else if (key in ORDERS) {
      const orderKey = key as keyof typeof ORDERS
      const list = uniqueKnown<string>(key, value, ORDERS[orderKey], warnings)
      if (list) (features as Record<string, unknown>)[orderKey] = list
    } else {
      warnings.push(`Unknown feature "${key}" ignored`)
    }
  }
  return { features, warnings }
}
