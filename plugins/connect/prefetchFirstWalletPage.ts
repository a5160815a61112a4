import type { PluginContext } from '../../entries/plugin.js'
import { directoryChains } from './directoryChains.js'
import { directoryClient } from './directoryClient.js'
import { firstWalletPage } from './firstWalletPage.js'

/** Requests All Wallets' first page in the background whenever the modal opens (never before the first open). */
export function prefetchFirstWalletPage(ctx: PluginContext): void {
  const start = () => {
    const features = ctx.features()
    if (!features.allWallets || !features.connectMethodsOrder.includes('wallet')) return
    const chains = directoryChains(ctx.stores.networks.getState().configured)
    firstWalletPage(directoryClient(ctx), chains).catch(() => {})
  }
  if (ctx.stores.modal.getState().open) start()
  const unsubscribe = ctx.stores.modal.subscribe((state, previous) => {
    if (state.open && !previous.open) start()
  })
  ctx.signal.addEventListener('abort', unsubscribe, { once: true })
}
