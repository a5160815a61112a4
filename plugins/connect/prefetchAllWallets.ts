import { afterPaint, loadViewOnce, type PluginContext } from '../../entries/plugin.js'
import { cachedWalletPage } from './cachedWalletPage.js'
import { directoryChains } from './directoryChains.js'
import { directoryClient } from './directoryClient.js'
import { imageSpriteLimit, servesImageSprites } from './directorySprites.js'
import { prefetchImages, spriteImages } from './prefetchImages.js'
import { walletImagesUrl, walletImageUrl } from './walletImageUrl.js'
import { walletList } from './walletList.js'

/**
 * Whenever the modal opens (never before the first open; after its first frame), loads All Wallets' code
 * (through the shell's chunk cache, so that it renders without suspending), requests its first directory page
 * and then the images of its first wallets in the background, so that opening All Wallets shows its tiles,
 * images included, in its first frame.
 */
export function prefetchAllWallets(ctx: PluginContext): void {
  const start = () => {
    if (ctx.signal.aborted) return
    const features = ctx.features()
    if (!features.allWallets || !features.connectMethodsOrder.includes('wallet')) return
    const view = ctx.stores.registry.getState().views.get('AllWallets')
    if (view) loadViewOnce(view).catch(() => {})
    const chains = directoryChains(ctx.stores.networks.getState().configured)
    const client = directoryClient(ctx)
    cachedWalletPage(client, { page: 1, entries: walletList.pageSize, chains }).then(
      (page) =>
        ctx.signal.aborted ||
        prefetchImages(
          spriteImages(page.data.slice(0, walletList.prefetchImages), (id) => walletImageUrl(ctx.config, id)),
          (ids) => (servesImageSprites(client, ids.length) ? walletImagesUrl(ctx.config, ids) : undefined),
          imageSpriteLimit(client),
        ),
      () => {},
    )
  }
  // After the modal's first frame: the request and the view's chunk must not delay what the visitor sees first.
  if (ctx.stores.modal.getState().open) afterPaint(start)
  const unsubscribe = ctx.stores.modal.subscribe((state, previous) => {
    if (state.open && !previous.open) afterPaint(start)
  })
  ctx.signal.addEventListener('abort', unsubscribe, { once: true })
}
