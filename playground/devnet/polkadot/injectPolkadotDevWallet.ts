import type { PolkadotDevWallet } from './PolkadotDevWallet.js'

/** Puts the wallet in window.injectedWeb3 under `key` ('gangway-dev'), as an extension's content script does; returns uninstall. */
export function injectPolkadotDevWallet(wallet: PolkadotDevWallet, key = 'gangway-dev'): () => void {
  const page = globalThis as { injectedWeb3?: Record<string, unknown> }
  page.injectedWeb3 ??= {}
  page.injectedWeb3[key] = wallet.source
  return () => {
    if (page.injectedWeb3?.[key] === wallet.source) delete page.injectedWeb3[key]
  }
}
