import type { PluginLoader } from '../entries/plugin.js'

/**
 * The plugins every host gets with the modal, each behind its own import() and imported only when its
 * trigger is on: here those a page may need before the plugin runtime exists (the modal's base views,
 * prefetched on intent, and a connector reconnected at page start). The feature plugins are in
 * featureBuiltins.ts, imported with the runtime. None needs an optional peer: chain plugins and
 * WalletConnect are composed by the host from gangway/plugins/<name>, so a host bundles and installs only
 * the SDKs it uses.
 */
export const builtins: readonly PluginLoader[] = [
  { name: 'connect', trigger: { shell: true }, load: () => import('./connect/index.js') },
  { name: 'account', trigger: { shell: true }, load: () => import('./account/index.js') },
  { name: 'networks', trigger: { shell: true }, load: () => import('./networks/index.js') },
  {
    name: 'email',
    trigger: { feature: ['email', 'socials'], connector: 'ID_AUTH' },
    load: () => import('./email/index.js'),
  },
]
