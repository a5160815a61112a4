import { definePlugin } from '../../core/index.js'

/** The built-in Connect and AllWallets views. */
export default definePlugin({
  name: 'connect',
  kind: 'view',
  setup(ctx) {
    ctx.registerView({ id: 'Connect', title: 'connect.title', load: () => import('./ConnectView.js') })
    ctx.registerView({
      id: 'AllWallets',
      title: 'connect.allWallets.title',
      load: () => import('./AllWalletsView.js'),
    })
  },
})
