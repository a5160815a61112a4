import type { TokenBalance } from '../types/Account.js'

/** What usePortfolio shows: the active namespace's tokens on its active network, by value, and how far they are. */
export interface PortfolioState {
  readonly tokens: readonly TokenBalance[]
  readonly status: 'idle' | 'loading' | 'ready' | 'unavailable'
}
