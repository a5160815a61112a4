import { createElement } from 'react'
import { definePlugin, type ViewRegistry } from '../../entries/plugin.js'

/** The network views: SwitchNetwork, SwitchActiveChain and UnsupportedChain, each its own chunk. */
export const networksPlugin = definePlugin({
  name: 'networks',
  kind: 'view',
  messages: {
    en: () => import('./messages/en.js').then((module) => module.en),
    de: () => import('./messages/de.js').then((module) => module.de),
  },
  setup(ctx) {
    const onHiddenFailure = (message: string) => ctx.notify(message, 'error')
    ctx.registerView({
      id: 'SwitchNetwork',
      title: 'networks.switchNetwork.title',
      skeletonRows: () => ctx.stores.networks.getState().configured.length,
      load: () =>
        import('./SwitchNetworkView.js').then(({ SwitchNetworkView }) => ({
          default: (props: { readonly params?: ViewRegistry['SwitchNetwork'] }) =>
            createElement(SwitchNetworkView, { ...props, onHiddenFailure }),
        })),
    })
    ctx.registerView({
      id: 'SwitchActiveChain',
      title: 'networks.switchActiveChain.title',
      load: () =>
        import('./SwitchActiveChainView.js').then((module) => ({ default: module.SwitchActiveChainView })),
    })
    ctx.registerView({
      id: 'UnsupportedChain',
      title: 'networks.unsupported.title',
      load: () =>
        import('./UnsupportedChainView.js').then(({ UnsupportedChainView }) => ({
          default: () => createElement(UnsupportedChainView, { onHiddenFailure }),
        })),
    })
  },
})
