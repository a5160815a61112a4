import type { CosmosDevWallet } from './CosmosDevWallet.js'

/** Injects the wallet as `window.keplr` (what the Keplr extension does); returns uninstall. */
export function registerCosmosDevWallet(wallet: CosmosDevWallet, target?: object): () => void {
  const page = (target ?? (globalThis as { window?: object }).window) as { keplr?: unknown } | undefined
  if (!page) throw new Error('registerCosmosDevWallet needs a window (or a target)')
  page.keplr = wallet
  return () => {
    if (page.keplr === wallet) delete page.keplr
  }
}
