import type { ChainDataProvider } from './ChainDataProvider.js'

/** The provider when none is configured: no chains, no balances. */
export const emptyChainData: ChainDataProvider = {
  supportedChains: () => [],
  balances: async () => [],
}
