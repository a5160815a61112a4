import { AlertBar, ListSkeleton, useGangway, useTranslate, WindowedList } from '../../../entries/plugin.js'
import { TAB_LOADING_ROWS } from '../tabLoadingRows.js'
import { NftTile } from './NftTile.js'
import { useNfts } from './useNfts.js'

const ROW_HEIGHT = 196
const COLUMNS = 2

/** The NFTs tab: a windowed two-column grid of the account's NFTs, spam hidden; a tile opens NftDetail. */
export function NftsTab() {
  const t = useTranslate()
  const gangway = useGangway()
  const { items, status, hasMore, loadMore } = useNfts()
  const shown = items.filter((nft) => !nft.isSpam)
  if (status === 'failed') return <AlertBar variant="error" message={t('account.nfts.failed')} />
  if (shown.length === 0 && (status === 'loading' || hasMore))
    return <ListSkeleton count={TAB_LOADING_ROWS} label={t('account.nfts.loading')} />
  if (shown.length === 0) return <p className="gw-empty">{t('account.nfts.empty')}</p>
  const rows = Math.ceil(shown.length / COLUMNS)
  return (
    <WindowedList
      label={t('account.nfts')}
      items={shown}
      columns={COLUMNS}
      rowHeight={ROW_HEIGHT}
      height={Math.min(rows, 2) * ROW_HEIGHT}
      itemKey={(nft) => nft.id}
      renderItem={(nft) => (
        <NftTile nft={nft} onOpen={(chosen) => gangway.navigate('NftDetail', { id: chosen.id })} />
      )}
      onEndReached={hasMore ? loadMore : undefined}
    />
  )
}
