import type { WalletEntry } from '../../core/types/Connector.js'
import type { WalletIndex } from './WalletIndex.js'

/** The index of `wallets` (built once per list). */
export function createWalletIndex(wallets: readonly WalletEntry[]): WalletIndex {
  return { wallets, names: wallets.map((wallet) => wallet.name.toLowerCase()) }
}
