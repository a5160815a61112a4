import { useCallback, useMemo, useState } from 'react'
import {
  AlertBar,
  Button,
  SearchInput,
  Spinner,
  useGangwayContext,
  useGangwayStore,
  type WalletEntry,
} from '../../entries/plugin.js'
import { ConnectFailure } from './ConnectFailure.js'
import { connectorChoice } from './connectorChoice.js'
import { directoryChains } from './directoryChains.js'
import { directoryChoice } from './directoryChoice.js'
import { directoryClient } from './directoryClient.js'
import { installedConnectors } from './installedConnectors.js'
import { LoadingRows } from './LoadingRows.js'
import { prefetchImages } from './prefetchImages.js'
import { useConnectAction } from './useConnectAction.js'
import { useDebouncedValue } from './useDebouncedValue.js'
import { useWalletDirectory } from './useWalletDirectory.js'
import { VirtualList } from './VirtualList.js'
import type { WalletChoice } from './WalletChoice.js'
import { WalletRow } from './WalletRow.js'
import { walletIdentity } from './walletIdentity.js'
import { walletImageUrl } from './walletImageUrl.js'
import { walletList } from './walletList.js'

const ROW_HEIGHT = 64
const LIST_HEIGHT = 400
const LOAD_AHEAD_ROWS = 10

/** Every wallet of the directory: searchable, paged as the visitor scrolls, installed ones first. */
export default function AllWalletsView() {
  const { gangway, t } = useGangwayContext()
  const connectors = useGangwayStore('connectors', (state) => state.connectors)
  const activeNamespace = useGangwayStore('networks', (state) => state.activeNamespace)
  const configured = useGangwayStore('networks', (state) => state.configured)
  const [input, setInput] = useState('')
  const search = useDebouncedValue(input, walletList.searchWaitMs).trim()
  const chains = useMemo(() => directoryChains(configured), [configured])
  const imageUrl = useCallback(
    (imageId: string | undefined) => walletImageUrl(gangway.config, imageId),
    [gangway],
  )
  const onFirstPage = useCallback(
    (wallets: readonly WalletEntry[]) =>
      prefetchImages(wallets.slice(0, walletList.prefetchImages).map((wallet) => imageUrl(wallet.image_id))),
    [imageUrl],
  )
  const directory = useWalletDirectory({ client: directoryClient(gangway), search, chains, onFirstPage })
  const action = useConnectAction()
  const installed = useMemo(
    () => installedConnectors(connectors, activeNamespace),
    [connectors, activeNamespace],
  )

  const rows = useMemo(() => {
    const needle = search.toLowerCase()
    const byIdentity = new Map(directory.wallets.map((wallet) => [walletIdentity(wallet), wallet]))
    const top: WalletChoice[] = []
    const installedIdentities = new Set<string>()
    for (const connector of installed) {
      const identity = walletIdentity({ id: connector.id, rdns: connector.info?.rdns })
      installedIdentities.add(identity)
      if (needle && !connector.name.toLowerCase().includes(needle)) continue
      const choice = connectorChoice(connector, imageUrl, 'installed')
      const listed = byIdentity.get(identity)
      top.push(choice.imageUrl || !listed ? choice : { ...choice, imageUrl: imageUrl(listed.image_id) })
    }
    const rest = directory.wallets
      .filter((wallet) => !installedIdentities.has(walletIdentity(wallet)))
      .map((wallet) => directoryChoice(wallet, imageUrl))
    return [...top, ...rest]
  }, [search, installed, directory.wallets, imageUrl])

  const { loadMore, hasMore } = directory
  const onRangeChange = useCallback(
    (_start: number, end: number) => {
      if (hasMore && end >= rows.length - LOAD_AHEAD_ROWS) loadMore()
    },
    [hasMore, loadMore, rows.length],
  )

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <SearchInput
        label={t('connect.search')}
        placeholder={t('connect.search')}
        clearLabel={t('connect.clearSearch')}
        value={input}
        onValueChange={setInput}
      />
      <ConnectFailure action={action} />
      {rows.length > 0 && (
        <VirtualList
          items={rows}
          rowHeight={ROW_HEIGHT}
          height={LIST_HEIGHT}
          label={t('connect.allWallets.title')}
          itemKey={(choice) => choice.key}
          resetKey={search}
          onRangeChange={onRangeChange}
          renderItem={(choice) => <WalletRow choice={choice} action={action} />}
        />
      )}
      {directory.status === 'loading' && <LoadingRows count={6} label={t('connect.allWallets.loading')} />}
      {directory.status === 'more' && (
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <Spinner size="sm" label={t('connect.allWallets.loadingMore')} />
        </div>
      )}
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
        <p className="gw-hint" role="status" style={{ textAlign: 'center' }}>
          {search ? t('connect.allWallets.emptySearch', { search }) : t('connect.allWallets.empty')}
        </p>
      )}
    </div>
  )
}
