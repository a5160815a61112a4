import { loadViewOnce, type PluginContext } from '../../entries/plugin.js'
import { cachedWalletPage } from './cachedWalletPage.js'
import { directoryChains } from './directoryChains.js'
import { directoryClient } from './directoryClient.js'
import { walletList } from './walletList.js'

/**
 * Whenever the modal opens (never before the first open; after its first frame), loads All Wallets' code (through the shell's chunk cache, so that it renders without suspending) and requests its first
 * directory page in the background, so that opening All Wallets shows its tiles at once.
 */
export function prefetchAllWallets(ctx: PluginContext): void {
  const start = () => {
    const features = ctx.features()
    if (!features.allWallets || !features.connectMethodsOrder.includes('wallet')) return
    const view = ctx.stores.registry.getState().views.get('AllWallets')
    if (view) loadViewOnce(view).catch(() => {})
    const chains = directoryChains(ctx.stores.networks.getState().configured)
    cachedWalletPage(directoryClient(ctx), { page: 1, entries: walletList.pageSize, chains }).catch(() => {})
  }
  // After the modal's first frame: the request and the view's chunk must not delay what the visitor sees first.
  const afterFrame = () => {
    const run = () => setTimeout(() => ctx.signal.aborted || start())
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run)
    else run()
  }
  if (ctx.stores.modal.getState().open) afterFrame()
  const unsubscribe = ctx.stores.modal.subscribe((state, previous) => {
    if (state.open && !previous.open) afterFrame()
  })
  ctx.signal.addEventListener('abort', unsubscribe, { once: true })
}
