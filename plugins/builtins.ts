import type { PluginLoader } from '../entries/plugin.js'

/**
 * The plugins every host gets with the modal, each behind its own import() and imported only when its
 * trigger is on. None needs an optional peer: chain plugins and WalletConnect are composed by the
 * host from gangway/plugins/<name>, so a host bundles and installs only the SDKs it uses.
 */
export const builtins: readonly PluginLoader[] = [
  { name: 'connect', trigger: { shell: true }, load: () => import('./connect/index.js') },
  { name: 'account', trigger: { shell: true }, load: () => import('./account/index.js') },
  { name: 'networks', trigger: { shell: true }, load: () => import('./networks/index.js') },
  { name: 'receive', trigger: { feature: 'receive' }, load: () => import('./receive/index.js') },
  { name: 'send', trigger: { feature: 'send' }, load: () => import('./send/index.js') },
  { name: 'pay', trigger: { feature: 'pay' }, load: () => import('./pay/index.js') },
  {
    name: 'email',
    trigger: { feature: ['email', 'socials'], connector: 'ID_AUTH' },
    load: () => import('./email/index.js'),
  },
  { name: 'socials', trigger: { feature: 'socials' }, load: () => import('./socials/index.js') },
  { name: 'swaps', trigger: { feature: 'swaps' }, load: () => import('./swaps/index.js') },
  { name: 'analytics', trigger: { feature: 'analytics' }, load: () => import('./analytics/index.js') },
]
