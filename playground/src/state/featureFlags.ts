import type { FeatureName } from '../../../entries/gangway.js'
import { builtins as pageStart } from '../../../plugins/builtins.js'
import { featureBuiltins } from '../../../plugins/featureBuiltins.js'

const builtins = [...pageStart, ...featureBuiltins]

export interface FeatureFlagInfo {
  readonly flag: FeatureName
  /** The built-in plugin the flag loads, when there is one. */
  readonly plugin: string | undefined
  /** False when nothing implements the flag yet (its plugin is not built): the playground keeps it off. */
  readonly available: boolean
  readonly note: string
}

/** Flags read by a built-in view itself rather than loading a plugin of their own, with the plugin of that view. */
const viewFlags: Partial<Record<FeatureName, { readonly plugin: string; readonly note: string }>> = {
  allWallets: { plugin: 'connect', note: 'Connect view' },
  legalCheckbox: { plugin: 'connect', note: 'Connect view' },
  collapseWallets: { plugin: 'connect', note: 'Connect view' },
  activity: { plugin: 'account', note: 'Account view tab' },
}

/** Flags read by a plugin the playground installs itself (not a built-in), with that plugin's name. */
const hostPluginFlags: Partial<Record<FeatureName, { readonly plugin: string; readonly note: string }>> = {
  smartSessions: { plugin: 'smartAccounts', note: 'plugin smartAccounts' },
}

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

/** Each flag with what implements it, derived from plugins/builtins.ts and featureBuiltins.ts: a loader triggered by the flag, or a built-in view. */
export function featureFlags(): readonly FeatureFlagInfo[] {
  return featureFlagNames.map((flag) => {
    const loader = builtins.find(
      (item) => 'feature' in item.trigger && [item.trigger.feature].flat()[0] === flag,
    )
    if (loader) return { flag, plugin: loader.name, available: true, note: `plugin ${loader.name}` }
    const hosted = hostPluginFlags[flag]
    if (hosted) return { flag, plugin: undefined, available: true, note: hosted.note }
    const view = viewFlags[flag]
    if (view && builtins.some((item) => item.name === view.plugin))
      return { flag, plugin: undefined, available: true, note: view.note }
    return { flag, plugin: undefined, available: false, note: 'not built yet' }
  })
}
