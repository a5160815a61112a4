import { useEffect, useState } from 'react'
import type { Gangway } from '../../entries/plugin.js'
import { recommendedWallets } from './recommendedWallets.js'
import type { WalletPage } from './WalletPage.js'

export interface RecommendedWallets {
  /** The directory's first wallets and count once known; a failure just leaves them unknown. */
  readonly page: WalletPage | undefined
  /** The directory has not answered yet. */
  readonly pending: boolean
}

/** The directory's recommended wallets and count for the Connect view, while enabled. */
export function useRecommendedWallets(gangway: Gangway, enabled: boolean): RecommendedWallets {
  const [answer, setAnswer] = useState<{ readonly page?: WalletPage }>()
  useEffect(() => {
    if (!enabled) return
    let live = true
    recommendedWallets(gangway).then(
      (page) => live && setAnswer({ page }),
      () => live && setAnswer({}),
    )
    return () => {
      live = false
    }
  }, [gangway, enabled])
  return enabled ? { page: answer?.page, pending: answer === undefined } : { page: undefined, pending: false }
}
