import { useEffect } from 'react'
import {
  type HistoryItem,
  portfolioClientOf,
  useAccount,
  useGangway,
  useNetwork,
} from '../../../entries/plugin.js'
import { listCacheOf } from '../listCacheOf.js'
import { usePagedList } from '../usePagedList.js'

/**
 * The connected address's transactions on its network, newest first, page by page: nothing is asked without an
 * address; the first page is fetched again when the account or network changes and on TRANSACTION_SENT and TRANSACTION_SETTLED (the
 * cached rows stay in view meanwhile); a failure empties the list and emits ACTIVITY_FETCH_FAILED.
 */
export function useActivity() {
  const gangway = useGangway()
  const { address, namespace } = useAccount()
  const { network } = useNetwork()
  const chainId = network?.caipNetworkId
  const key = address && chainId ? `${chainId}|${address}` : undefined
  const list = usePagedList<HistoryItem>({
    key,
    cache: listCacheOf<HistoryItem>(gangway, 'activity'),
    fetchPage: (cursor, signal) =>
      portfolioClientOf(gangway).history(address ?? '', { chainId: chainId ?? '', cursor, signal }),
    idOf: (item) => item.id,
    maxAgeMs: 0,
    onFailure: () => gangway.events.emit('ACTIVITY_FETCH_FAILED', { caipNetworkId: chainId ?? '' }),
  })
  const { reload } = list
  useEffect(() => {
    const onTransaction = (sent: { readonly namespace: string }) => {
      if (sent.namespace === namespace) reload()
    }
    const offSent = gangway.events.on('TRANSACTION_SENT', onTransaction)
    const offSettled = gangway.events.on('TRANSACTION_SETTLED', onTransaction)
    return () => {
      offSent()
      offSettled()
    }
  }, [gangway, namespace, reload])
  return list
}
