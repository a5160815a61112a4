import { definePlugin } from '../../entries/plugin.js'

/**
 * The Account view. Other plugins fill its slots: 'account.features' (wallet features such as
 * onramp, swaps, receive, send; label and target view) and 'account.tabs' (Tokens, NFTs, Activity; label and lazy panel).
 */
export const accountPlugin = definePlugin({
  name: 'account',
  kind: 'view',
  messages: {
    en: () => import('./messages/en.js').then((module) => module.en),
    de: () => import('./messages/de.js').then((module) => module.de),
  },
  views: [
    {
      id: 'Account',
      title: 'account.title',
      load: () => import('./AccountView.js').then((module) => ({ default: module.AccountView })),
    },
  ],
})
