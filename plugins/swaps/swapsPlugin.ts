import { activeAccount, definePlugin } from '../../entries/plugin.js'

/**
 * The Swaps feature (flag `swaps`): the 'Swap' view (params fromToken, toToken, amount) over the blockchain API's
 * /v1/convert/*, and its 'account.features' entry, shown while the active namespace is eip155.
 */
export const swapsPlugin = definePlugin({
  name: 'swaps',
  kind: 'feature',
  messages: {
    en: () => import('./messages/en.js').then((module) => module.en),
    de: () => import('./messages/de.js').then((module) => module.de),
  },
  setup(ctx) {
    ctx.registerView({
      id: 'Swap',
      title: 'swaps.title',
      skeletonRows: () => 6,
      guard: () => {
        const account = activeAccount(ctx.stores)
        return account?.status === 'connected' && account.address !== undefined
      },
      load: () => import('./SwapView.js').then((module) => ({ default: module.SwapView })),
    })
    let shown: boolean | undefined
    const sync = () => {
      const supported = ctx.stores.networks.getState().activeNamespace === 'eip155'
      if (supported === shown) return
      shown = supported
      ctx.registerSlot({
        slot: 'account.features',
        id: 'swaps',
        label: 'swaps.label',
        ...(supported ? { view: 'Swap' } : {}),
      })
    }
    sync()
    return ctx.stores.networks.subscribe(sync)
  },
})
