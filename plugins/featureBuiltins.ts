import type { PluginLoader } from '../entries/plugin.js'

/**
 * The built-in feature plugins, each imported only when its flag is on. This list is itself imported
 * with the plugin runtime (KernelOptions.featureLoaders), not at page start: a feature plugin is never
 * installed before the runtime is.
 */
export const featureBuiltins: readonly PluginLoader[] = [
  { name: 'receive', trigger: { feature: 'receive' }, load: () => import('./receive/index.js') },
  { name: 'send', trigger: { feature: 'send' }, load: () => import('./send/index.js') },
  { name: 'pay', trigger: { feature: 'pay' }, load: () => import('./pay/index.js') },
  { name: 'socials', trigger: { feature: 'socials' }, load: () => import('./socials/index.js') },
  { name: 'swaps', trigger: { feature: 'swaps' }, load: () => import('./swaps/index.js') },
  { name: 'onramp', trigger: { feature: 'onramp' }, load: () => import('./onramp/index.js') },
  { name: 'analytics', trigger: { feature: 'analytics' }, load: () => import('./analytics/index.js') },
]
