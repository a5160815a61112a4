import {
  AlertBar,
  blockExplorerUrl,
  type Nft,
  safeUrl,
  useGangway,
  useNetwork,
  useTranslate,
  type ViewRegistry,
} from '../../../entries/plugin.js'
import { ImageOrInitial } from '../ImageOrInitial.js'
import { listCacheOf } from '../listCacheOf.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const terms = { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px', margin: 0 } as const
const value = {
  margin: 0,
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
} as const

/** An NFT of the NFTs tab: image, name, collection, token id, contract and an explorer link when the network has one. */
export function NftDetailView({ params }: { readonly params?: ViewRegistry['NftDetail'] }) {
  const t = useTranslate()
  const gangway = useGangway()
  const { network } = useNetwork()
  let nft: Nft | undefined
  for (const list of listCacheOf<Nft>(gangway, 'nfts').values())
    nft ??= list.items.find((item) => item.id === params?.id)
  if (!nft) return <AlertBar variant="info" message={t('account.nft.missing')} />
  const explorer =
    network && network.caipNetworkId === nft.chainId
      ? safeUrl(blockExplorerUrl(network, { address: nft.contract }), 'web')
      : undefined
  return (
    <div style={column}>
      <ImageOrInitial src={nft.imageUrl} initial={nft.name} size="100%" />
      <h3 style={{ margin: 0 }}>{nft.name}</h3>
      {nft.description && <p style={{ margin: 0 }}>{nft.description}</p>}
      <dl style={terms}>
        <dt>{t('account.nft.collection')}</dt>
        <dd style={{ margin: 0 }}>{nft.collection.name}</dd>
        <dt>{t('account.nft.tokenId')}</dt>
        <dd style={value}>{nft.tokenId}</dd>
        <dt>{t('account.nft.contract')}</dt>
        <dd style={value}>{nft.contract}</dd>
      </dl>
      {explorer && (
        <a href={explorer} target="_blank" rel="noopener noreferrer">
          {t('account.explorer')} <span className="gw-sr">{t('account.newTab')}</span>
        </a>
      )}
    </div>
  )
}
