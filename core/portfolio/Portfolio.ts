import type { PortfolioState } from './PortfolioState.js'

/** The portfolio of one Gangway instance (see createPortfolio). */
export interface Portfolio {
  getState(): PortfolioState
  /** Listens to changes; the first listener starts following the account, network, TRANSACTION_SENT and TRANSACTION_SETTLED, the last one stops it. */
  subscribe(listener: () => void): () => void
  /** Loads the tokens unless fresh ones are cached; `force` skips the cache (not the 30 s block after a failure). */
  refresh(force?: boolean): Promise<void>
}
