import { type Nft, portfolioClientOf, useAccount, useGangway, useNetwork } from '../../../entries/plugin.js'
import { listCacheOf } from '../listCacheOf.js'
import { usePagedList } from '../usePagedList.js'

const MAX_AGE_MS = 30_000

/** The active account's NFTs on its network, page by page (spam included, flagged), cached 30 s per account and network. */
export function useNfts() {
  const gangway = useGangway()
  const { address } = useAccount()
  const { network } = useNetwork()
  const chainId = network?.caipNetworkId
  const key = address && chainId ? `${chainId}|${address}` : undefined
  return usePagedList<Nft>({
    key,
    cache: listCacheOf<Nft>(gangway, 'nfts'),
    fetchPage: (cursor, signal) =>
      portfolioClientOf(gangway).nfts(address ?? '', { chainId: chainId ?? '', cursor, signal }),
    idOf: (nft) => nft.id,
    maxAgeMs: MAX_AGE_MS,
  })
}
