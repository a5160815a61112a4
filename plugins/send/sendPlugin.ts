import { activeAccount, definePlugin, type ViewComponent } from '../../entries/plugin.js'
import type { SendSession, SendSessionState } from './SendSession.js'

/**
 * The Send feature (flag `send`): the 'WalletSend' view and its 'account.features' entry, shown while the
 * active namespace's adapter declares the 'send' capability (eip155 and solana).
 */
export const sendPlugin = definePlugin({
  name: 'send',
  kind: 'feature',
  messages: {
    en: () => import('./messages/en.js').then((module) => module.en),
    de: () => import('./messages/de.js').then((module) => module.de),
  },
  setup(ctx) {
    let view: ViewComponent | undefined
    const session: SendSession = {
      store: ctx.createStore<SendSessionState | undefined>('flow', () => undefined),
      attempt: undefined,
      mounted: 0,
    }
    ctx.registerView({
      id: 'WalletSend',
      title: 'send.title',
      skeletonRows: () => 4,
      guard: () => {
        const account = activeAccount(ctx.stores)
        return account?.status === 'connected' && account.address !== undefined
      },
      load: () =>
        import('./WalletSendView.js').then((module) => {
          view = view ?? module.bindWalletSendView((namespace) => ctx.getChain(namespace), session)
          return { default: view }
        }),
    })
    let shown: boolean | undefined
    const sync = () => {
      const namespace = ctx.stores.networks.getState().activeNamespace
      const supported =
        namespace !== undefined && ctx.getChain(namespace)?.capabilities.includes('send') === true
      if (supported === shown) return
      shown = supported
      ctx.registerSlot({
        slot: 'account.features',
        id: 'send',
        label: 'send.label',
        ...(supported ? { view: 'WalletSend' } : {}),
      })
    }
    sync()
    const off = ctx.stores.networks.subscribe(sync)
    return () => {
      off()
      session.attempt?.abort()
    }
  },
})
