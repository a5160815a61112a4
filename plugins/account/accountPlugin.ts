import { type ChainCapability, definePlugin, transactionsFetchFailed } from '../../entries/plugin.js'
import { preloadPanel } from './preloadPanel.js'
import { TAB_LOADING_ROWS } from './tabLoadingRows.js'

declare module '../../entries/plugin.js' {
  interface ViewRegistry {
    NftDetail: { readonly id: string }
  }
  interface EventRegistry {
    /** The Activity tab could not load the history: the account plugin shows 'Failed to fetch transactions'. */
    ACTIVITY_FETCH_FAILED: { readonly caipNetworkId: string }
  }
}

const loadTokensTab = () => import('./tokens/TokensTab.js').then((module) => ({ default: module.TokensTab }))
/** Whether the active namespace has the Tokens tab; set by setup (until then, assumed). */
let hasTokensTab = () => true

/**
 * The Account view. Other plugins fill its slots: 'account.features' (wallet features such as onramp,
 * swaps, receive, send; label and target view), 'account.profile' (rows to a view: the embedded wallet's wallets
 * and e-mail change) and 'account.tabs' (label and lazy panel). It fills the tabs
 * itself: Tokens and NFTs where the active namespace's adapter declares 'portfolio', Activity where it
 * declares 'activity' and the `activity` feature is on (its panel's code loads only then); and the NftDetail view.
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
      // The first tab's code comes with the view's (in parallel), so the view shows its tokens panel in its
      // first frame rather than a spinner that React would hold for 300 ms once the panel arrived.
      load: () =>
        Promise.all([
          import('./AccountView.js'),
          hasTokensTab() ? preloadPanel(loadTokensTab).promise.catch(() => undefined) : undefined,
        ]).then(([module]) => ({ default: module.AccountView })),
    },
    {
      id: 'NftDetail',
      title: 'account.nft.title',
      load: () => import('./nfts/NftDetailView.js').then((module) => ({ default: module.NftDetailView })),
    },
  ],
  setup(ctx) {
    ctx.events.on('ACTIVITY_FETCH_FAILED', () => ctx.notify(transactionsFetchFailed, 'error'))
    const supports = (capability: ChainCapability) => {
      const namespace = ctx.stores.networks.getState().activeNamespace
      return namespace !== undefined && ctx.getChain(namespace)?.capabilities.includes(capability) === true
    }
    const portfolioTabs = () => supports('portfolio')
    hasTokensTab = portfolioTabs
    ctx.registerSlot({
      slot: 'account.tabs',
      id: 'tokens',
      label: 'account.tokens',
      skeletonRows: TAB_LOADING_ROWS,
      guard: portfolioTabs,
      load: loadTokensTab,
    })
    ctx.registerSlot({
      slot: 'account.tabs',
      id: 'nfts',
      label: 'account.nfts',
      skeletonRows: TAB_LOADING_ROWS,
      guard: portfolioTabs,
      load: () => import('./nfts/NftsTab.js').then((module) => ({ default: module.NftsTab })),
    })
    ctx.registerSlot({
      slot: 'account.tabs',
      id: 'activity',
      label: 'account.activity',
      skeletonRows: TAB_LOADING_ROWS,
      guard: () => ctx.features().activity === true && supports('activity'),
      load: () => import('./activity/ActivityTab.js').then((module) => ({ default: module.ActivityTab })),
    })
  },
})
