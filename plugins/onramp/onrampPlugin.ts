import { activeAccount, definePlugin } from '../../entries/plugin.js'

/**
 * The On-ramp feature (flag `onramp`): the 'OnRampProviders' view over the blockchain API's /v1/onramp/* and
 * /v1/generators/onrampurl, the provider's checkout in a window of its own, and the 'account.features' entry,
 * shown while the active chain declares the 'onramp' capability (eip155, solana).
 */
export const onrampPlugin = definePlugin({
  name: 'onramp',
  kind: 'feature',
  messages: {
    en: () => import('./messages/en.js').then((module) => module.en),
    de: () => import('./messages/de.js').then((module) => module.de),
  },
  setup(ctx) {
    ctx.registerView({
      id: 'OnRampProviders',
      title: 'onramp.title',
      skeletonRows: () => 5,
      guard: () => {
        const account = activeAccount(ctx.stores)
        return account?.status === 'connected' && account.address !== undefined
      },
      load: () =>
        import('./OnRampProvidersView.js').then((module) => ({ default: module.OnRampProvidersView })),
    })
    let shown: boolean | undefined
    const sync = () => {
      const namespace = ctx.stores.networks.getState().activeNamespace
      const supported =
        namespace !== undefined && (ctx.getChain(namespace)?.capabilities.includes('onramp') ?? false)
      if (supported === shown) return
      shown = supported
      ctx.registerSlot({
        slot: 'account.features',
        id: 'onramp',
        label: 'onramp.label',
        ...(supported ? { view: 'OnRampProviders' } : {}),
      })
    }
    sync()
    const offNetworks = ctx.stores.networks.subscribe(sync)
    const offRegistry = ctx.stores.registry.subscribe(sync)
    return () => {
      offNetworks()
      offRegistry()
    }
  },
})
