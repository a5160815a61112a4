import { definePlugin } from '../../entries/plugin.js'
import { prefetchAllWallets } from './prefetchAllWallets.js'

/** The built-in Connect and AllWallets views. */
export default definePlugin({
  name: 'connect',
  kind: 'view',
  messages: {
    en: () => import('./messages/en.js').then((module) => module.en),
    de: () => import('./messages/de.js').then((module) => module.de),
  },
  views: [
    { id: 'Connect', title: 'connect.title', load: () => import('./ConnectView.js'), rehearse: true },
    { id: 'AllWallets', title: 'connect.allWallets.title', load: () => import('./AllWalletsView.js') },
  ],
  setup(ctx) {
    prefetchAllWallets(ctx)
  },
})
