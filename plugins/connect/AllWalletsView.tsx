import { useCallback, useMemo, useState } from 'react'
import {
  AlertBar,
  afterPaint,
  Button,
  useGangwayContext,
  useGangwayStore,
  type WalletEntry,
} from '../../entries/plugin.js'
import { allWalletChoices } from './allWalletChoices.js'
import { ConnectFailure } from './ConnectFailure.js'
import { cachedWalletPage } from './cachedWalletPage.js'
import { configuredNamespaces } from './configuredNamespaces.js'
import { directoryChains } from './directoryChains.js'
import { directoryChoice } from './directoryChoice.js'
import { directoryClient } from './directoryClient.js'
import { imageSpriteLimit, servesImageSprites } from './directorySprites.js'
import { installedWallets } from './installedWallets.js'
import { prefetchImages, spriteImages } from './prefetchImages.js'
import { sameWalletEntry } from './sameWalletEntry.js'
import { useConnectAction } from './useConnectAction.js'
import { useWalletDirectory } from './useWalletDirectory.js'
import { VirtualGrid } from './VirtualGrid.js'
import type { WalletChoice } from './WalletChoice.js'
import { WalletSearch } from './WalletSearch.js'
import { WalletTile } from './WalletTile.js'
import { walletImagesUrl, walletImageUrl } from './walletImageUrl.js'
import { walletList } from './walletList.js'
import { walletSprites } from './walletSprites.js'

const ROW_HEIGHT = 120
const TILE_MIN_WIDTH = 72
const GAP = 8
const LIST_HEIGHT = 400
const LOAD_AHEAD = 8
const LOADING_ROWS = 4

const placeholder = () => (
  <span
    data-testid="wallet-skeleton"
    className="gw-li"
    style={{
      flexDirection: 'column',
      gap: 8,
      height: '100%',
      minHeight: 0,
      padding: '8px 4px 4px',
      cursor: 'default',
    }}
  >
    <span className="gw-img gw-sz-md" />
    <span style={{ width: '70%', height: 12, borderRadius: 6, background: 'var(--gw-bg-3)' }} />
  </span>
)

/** Every wallet of the directory as a grid of tiles: searchable, paged as the visitor scrolls, installed ones first. */
export default function AllWalletsView() {
  const { gangway, t } = useGangwayContext()
  const connectors = useGangwayStore('connectors', (state) => state.connectors)
  const recent = useGangwayStore('connectors', (state) => state.recent)
  const activeNamespace = useGangwayStore('networks', (state) => state.activeNamespace)
  const configured = useGangwayStore('networks', (state) => state.configured)
  const [search, setSearch] = useState('')
  const chains = useMemo(() => directoryChains(configured), [configured])
  const namespaces = useMemo(() => configuredNamespaces(configured), [configured])
  const client = directoryClient(gangway)
  const imageUrl = useCallback(
    (imageId: string | undefined) => walletImageUrl(gangway.config, imageId),
    [gangway],
  )
  const spriteUrl = useCallback(
    (imageIds: readonly string[]) =>
      servesImageSprites(client, imageIds.length) ? walletImagesUrl(gangway.config, imageIds) : undefined,
    [gangway, client],
  )
  const onFirstPage = useCallback(
    (wallets: readonly WalletEntry[]) =>
      afterPaint(() =>
        prefetchImages(
          spriteImages(wallets.slice(0, walletList.prefetchImages), imageUrl),
          spriteUrl,
          imageSpriteLimit(client),
        ),
      ),
    [imageUrl, spriteUrl, client],
  )
  const firstPage = useCallback(
    () => cachedWalletPage(client, { page: 1, entries: walletList.pageSize, chains }),
    [client, chains],
  )
  const directory = useWalletDirectory({ client, search, chains, firstPage, onFirstPage })
  const { ask } = directory
  // The search is shown once the directory answered (or it keeps the visitor waiting): one render for a quick answer.
  const onSearch = useCallback((value: string) => ask(value, () => setSearch(value)), [ask])
  const action = useConnectAction()
  const installed = useMemo(
    () => installedWallets(connectors, activeNamespace, namespaces),
    [connectors, activeNamespace, namespaces],
  )
  // One tile object per wallet id while its entry says the same: a wallet shown before a search answer keeps its tile as it is.
  const choiceOf = useMemo(() => {
    const tiles = new Map<string, WalletChoice>()
    return (wallet: WalletEntry, tag?: WalletChoice['tag']) => {
      if (tag) return directoryChoice(wallet, imageUrl, tag)
      const known = tiles.get(wallet.id)
      if (known?.wallet && sameWalletEntry(known.wallet, wallet)) return known
      const choice = directoryChoice(wallet, imageUrl)
      tiles.set(wallet.id, choice)
      return choice
    }
  }, [imageUrl])
  const rows = useMemo(
    () => allWalletChoices({ installed, recent, wallets: directory.wallets, search, imageUrl, choiceOf }),
    [installed, recent, directory.wallets, search, imageUrl, choiceOf],
  )

  const { loadMore, hasMore } = directory
  const onRangeChange = useCallback(
    (_start: number, end: number) => {
      if (hasMore && end >= rows.length - LOAD_AHEAD) loadMore()
    },
    [hasMore, loadMore, rows.length],
  )
  const { pending, choose } = action
  const loading = directory.status === 'loading' || directory.status === 'more'
  const answering = directory.status === 'loading'
  // The tiles that load their images now (a search answer, a row scrolled into view) ask for them in one sprite.
  const prepareTiles = useCallback(
    (choices: readonly WalletChoice[]) => {
      if (answering) return
      const wallets: WalletEntry[] = []
      for (const choice of choices)
        if (choice.wallet && choice.imageUrl === imageUrl(choice.wallet.image_id)) wallets.push(choice.wallet)
      walletSprites.group(spriteImages(wallets, imageUrl), spriteUrl, imageSpriteLimit(client))
    },
    [answering, imageUrl, spriteUrl, client],
  )
  const renderTile = useCallback(
    (choice: WalletChoice, _index: number, tabIndex: number, later: boolean) => (
      <WalletTile
        choice={choice}
        connecting={pending === choice.key}
        choose={choose}
        tabIndex={tabIndex}
        deferImage={later || answering}
      />
    ),
    [pending, choose, answering],
  )

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <WalletSearch onSearch={onSearch} />
      <ConnectFailure action={action} />
      {(rows.length > 0 || loading) && (
        <VirtualGrid
          items={rows}
          placeholderRows={loading ? (rows.length > 0 ? 1 : LOADING_ROWS) : 0}
          rowHeight={ROW_HEIGHT}
          minTileWidth={TILE_MIN_WIDTH}
          gap={GAP}
          height={LIST_HEIGHT}
          label={t('connect.allWallets.title')}
          resetKey={search}
          onRangeChange={onRangeChange}
          prepareItems={prepareTiles}
          renderItem={renderTile}
          renderPlaceholder={placeholder}
        />
      )}
      <span className="gw-sr" role="status">
        {directory.status === 'loading'
          ? t('connect.allWallets.loading')
          : directory.status === 'more'
            ? t('connect.allWallets.loadingMore')
            : ''}
      </span>
      {directory.status === 'error' && (
        <AlertBar
          variant="error"
          title={t('connect.allWallets.error')}
          message={
            <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
              {t('connect.allWallets.errorHint')}
              <Button size="sm" variant="secondary" onClick={directory.retry}>
                {t('connect.retry')}
              </Button>
            </span>
          }
        />
      )}
      {directory.status === 'idle' && rows.length === 0 && (
        <p
          className="gw-hint"
          role="status"
          style={{
            display: 'grid',
            placeItems: 'center',
            height: LIST_HEIGHT,
            margin: 0,
            textAlign: 'center',
          }}
        >
          {search ? t('connect.allWallets.emptySearch', { search }) : t('connect.allWallets.empty')}
        </p>
      )}
    </div>
  )
}
