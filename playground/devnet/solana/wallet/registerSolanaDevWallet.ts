import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'

/**
 * Registers a wallet by the Wallet Standard's window events (what @wallet-standard/wallet's registerWallet does):
 * dispatches wallet-standard:register-wallet now and answers every later wallet-standard:app-ready; returns uninstall.
 */
export function registerSolanaDevWallet(wallet: Wallet, target?: EventTarget): () => void {
  const events = target ?? (globalThis as { window?: EventTarget }).window
  if (!events) throw new Error('registerSolanaDevWallet needs a window (or a target)')
  const unregisters: (() => void)[] = []
  const callback = (api: WindowAppReadyEventAPI) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<WindowAppReadyEventAPI>).detail)
  events.addEventListener('wallet-standard:app-ready', onAppReady)
  events.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    events.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
