import type { BitcoinDevWallet } from './BitcoinDevWallet.js'

/** Puts the dev wallet's provider at the window path its id names and announces it in window.btc_providers (WBIP004). */
export function registerBitcoinDevWallet(
  wallet: BitcoinDevWallet,
  target: Record<string, unknown> = window as never,
) {
  let node = target
  const parts = wallet.id.split('.')
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {}
    node = node[part] as Record<string, unknown>
  }
  node[parts.at(-1)!] = wallet.provider
  const providers = Array.isArray(target.btc_providers) ? (target.btc_providers as unknown[]) : []
  target.btc_providers = [
    ...providers,
    {
      id: wallet.id,
      name: wallet.name,
      icon: wallet.icon,
      rdns: wallet.rdns,
      ...(typeof location === 'undefined' ? {} : { webUrl: location.origin }),
      methods: ['getAddresses', 'getAccounts', 'signMessage', 'sendTransfer', 'wallet_connect'],
    },
  ]
}
