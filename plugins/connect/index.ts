import { definePlugin } from '../../entries/plugin.js'
import { prefetchAllWallets } from './prefetchAllWallets.js'

/** The built-in Connect and AllWallets views. */
export default definePlugin({
  name: 'connect',
  kind: 'view',
  setup(ctx) {
    ctx.registerMessages({
      en: () => import('./messages/en.js').then((module) => module.en),
      de: () => import('./messages/de.js').then((module) => module.de),
    })
    ctx.registerView({ id: 'Connect', title: 'connect.title', load: () => import('./ConnectView.js') })
    ctx.registerView({
      id: 'AllWallets',
      title: 'connect.allWallets.title',
      load: () => import('./AllWalletsView.js'),
    })
    prefetchAllWallets(ctx)
  },
})
