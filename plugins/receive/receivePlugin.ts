import { activeAccount, definePlugin } from '../../entries/plugin.js'

declare module '../../entries/plugin.js' {
  interface ViewRegistry {
    Receive: undefined
  }
}

/** The Receive feature: a 'Receive' view (QR code and copyable address) and its 'account.features' entry. */
export const receivePlugin = definePlugin({
  name: 'receive',
  kind: 'feature',
  messages: {
    en: () => import('./messages/en.js').then((module) => module.en),
    de: () => import('./messages/de.js').then((module) => module.de),
  },
  setup(ctx) {
    const connected = () => {
      const account = activeAccount(ctx.stores)
      return account?.status === 'connected' && account.address !== undefined
    }
    ctx.registerView({
      id: 'Receive',
      title: 'receive.title',
      guard: connected,
      load: () => import('./ReceiveView.js').then((module) => ({ default: module.ReceiveView })),
    })
    ctx.registerSlot({ slot: 'account.features', id: 'receive', label: 'receive.label', view: 'Receive' })
  },
})
