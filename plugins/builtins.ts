import type { PluginLoader } from '../core/plugin/Plugin.js'

/**
 * The built-in plugins, each behind its own import() so that it becomes its own chunk and is
 * fetched only when its trigger (a feature flag, a configured namespace, or the modal UI) is on.
 */
export const builtins: readonly PluginLoader[] = [
  { name: 'connect', trigger: { shell: true }, load: () => import('./connect/index.js') },
  { name: 'account', trigger: { shell: true }, load: () => import('./account/index.js') },
  { name: 'networks', trigger: { shell: true }, load: () => import('./networks/index.js') },
  { name: 'eip155', trigger: { namespace: 'eip155' }, load: () => import('./eip155/index.js') },
  { name: 'solana', trigger: { namespace: 'solana' }, load: () => import('./solana/index.js') },
  {
    name: 'walletconnect',
    trigger: { shell: true, connector: 'walletConnect' },
    load: () => import('./walletconnect/index.js'),
  },
  { name: 'receive', trigger: { feature: 'receive' }, load: () => import('./receive/index.js') },
]
