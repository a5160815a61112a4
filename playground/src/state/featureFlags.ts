import type { FeatureName } from '../../../entries/gangway.js'
import { builtins } from '../../../plugins/builtins.js'

export interface FeatureFlagInfo {
  readonly flag: FeatureName
  /** The built-in plugin the flag loads, when there is one. */
  readonly plugin: string | undefined
  /** False when nothing implements the flag yet (its plugin is not built): the playground keeps it off. */
  readonly available: boolean
  readonly note: string
}

/** Flags read by the Connect view itself rather than loading a plugin of their own. */
const connectViewFlags: readonly FeatureName[] = ['allWallets', 'legalCheckbox', 'collapseWallets']

/** The boolean-ish feature flags of spec section 3, in its order. */
const featureFlagNames: readonly FeatureName[] = [
  'receive',
  'send',
  'swaps',
  'onramp',
  'email',
  'socials',
  'activity',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
  'reownBranding',
]

/** Each flag with what implements it, derived from plugins/builtins.ts: a loader triggered by the flag, or the Connect view. */
export function featureFlags(): readonly FeatureFlagInfo[] {
  const hasConnect = builtins.some((loader) => loader.name === 'connect')
  return featureFlagNames.map((flag) => {
    const loader = builtins.find((item) => 'feature' in item.trigger && item.trigger.feature === flag)
    if (loader) return { flag, plugin: loader.name, available: true, note: `plugin ${loader.name}` }
    if (connectViewFlags.includes(flag) && hasConnect)
      return { flag, plugin: undefined, available: true, note: 'Connect view' }
    return { flag, plugin: undefined, available: false, note: 'not built yet' }
  })
}
