import { announceDevWallet } from '../../playground/devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { bench } from './benchConfig.js'

// Stands in for a browser extension: loaded before the page's own script, left out of every page's sizes.
const provider = createDevWalletProvider({
  chains: bench.chains.map((chain) => ({
    ...chain,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  })),
  storage: localStorage,
  autoApprove: true,
})
announceDevWallet({ provider, legacyInjection: true })
Object.assign(globalThis, { devWallet: provider })
