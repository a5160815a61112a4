import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useGangway } from '../react/useGangway.js'
import type { TokenBalance } from '../types/Account.js'
import type { PortfolioState } from './PortfolioState.js'
import { portfolioOf } from './portfolioOf.js'

/** What usePortfolio returns. */
export interface UsePortfolioResult {
  readonly tokens: readonly TokenBalance[]
  readonly status: PortfolioState['status']
  refresh(force?: boolean): void
}

/**
 * The active account's tokens on its active network, by value (native and priced tokens; spec sections 5 and
 * 9: cached 30 s, 'Token Balance Unavailable' and a 30 s block after a failure); also in `useAccount().tokenBalance`.
 * While a component uses it, it follows the account, the network, TRANSACTION_SENT and TRANSACTION_SETTLED.
 */
export function usePortfolio(): UsePortfolioResult {
  const gangway = useGangway()
  const portfolio = portfolioOf(gangway)
  const state = useSyncExternalStore(portfolio.subscribe, portfolio.getState, portfolio.getState)
  useEffect(() => {
    void portfolio.refresh()
  }, [portfolio])
  return useMemo(
    () => ({
      tokens: state.tokens,
      status: state.status,
      refresh: (force?: boolean) => void portfolio.refresh(force),
    }),
    [state, portfolio],
  )
}
