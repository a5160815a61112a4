import { useEffect, useState } from 'react'
import type { Gangway } from '../../entries/plugin.js'
import { recommendedWallets } from './recommendedWallets.js'
import type { WalletPage } from './WalletPage.js'

/** The directory's recommended wallets and count once known; a failure just leaves them unknown. */
export function useRecommendedWallets(gangway: Gangway, enabled: boolean): WalletPage | undefined {
  const [page, setPage] = useState<WalletPage>()
  useEffect(() => {
    if (!enabled) return
    let live = true
    recommendedWallets(gangway).then(
      (result) => live && setPage(result),
      () => {},
    )
    return () => {
      live = false
    }
  }, [gangway, enabled])
  return enabled ? page : undefined
}
