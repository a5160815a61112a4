import type { PluginLoader } from '../entries/plugin.js'

/**
 * The built-in feature plugins, each imported only when its flag is on. This list is itself imported
 * with the plugin runtime (KernelOptions.featureLoaders), not at page start: a feature plugin is never
 * installed before the runtime is. Those that serve a connected account (`account: true`) also wait for one, or
 * for the modal's first view: a visitor who never opens the modal never fetches them.
 */
export const featureBuiltins: readonly PluginLoader[] = [
  {
    name: 'receive',
    trigger: { feature: 'receive', account: true },
    load: () => import('./receive/index.js'),
  },
  { name: 'send', trigger: { feature: 'send', account: true }, load: () => import('./send/index.js') },
  { name: 'pay', trigger: { feature: 'pay' }, load: () => import('./pay/index.js') },
  { name: 'socials', trigger: { feature: 'socials' }, load: () => import('./socials/index.js') },
  { name: 'swaps', trigger: { feature: 'swaps', account: true }, load: () => import('./swaps/index.js') },
  { name: 'onramp', trigger: { feature: 'onramp', account: true }, load: () => import('./onramp/index.js') },
  { name: 'analytics', trigger: { feature: 'analytics' }, load: () => import('./analytics/index.js') },
]
