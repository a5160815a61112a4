import type { PluginLoader } from '../../entries/plugin.js'

/** The eip155 chain plugin (needs viem) for createGangway's `plugins`; imported when an eip155 network needs it (a reconnect, or the modal). */
export const eip155: PluginLoader = {
  name: 'eip155',
  trigger: { namespace: 'eip155' },
  load: () => import('./plugin.js'),
}
