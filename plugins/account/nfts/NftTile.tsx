import type { Nft } from '../../../entries/plugin.js'
import { ImageOrInitial } from '../ImageOrInitial.js'

const tile = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 4,
  width: 'calc(100% - 8px)',
  height: 'calc(100% - 8px)',
  margin: 4,
  padding: 6,
  border: 0,
  borderRadius: 16,
  background: 'var(--gw-bg-2)',
  cursor: 'pointer',
  textAlign: 'start',
} as const
const clip = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const
const muted = {
  ...clip,
  '--gw-c': 'var(--gw-fg-2)',
  '--gw-fs': 'calc(var(--gw-font-size-base)*1.2)',
} as const

/** An NFT of the grid: its image (lazy, 2,000 ms preload timeout, placeholder), name and collection; opens its detail. */
export function NftTile({ nft, onOpen }: { readonly nft: Nft; readonly onOpen: (nft: Nft) => void }) {
  return (
    <button type="button" style={tile} tabIndex={-1} onClick={() => onOpen(nft)}>
      <span style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <ImageOrInitial src={nft.imageUrl} initial={nft.name} size="100%" />
      </span>
      <span style={clip}>{nft.name}</span>
      <span style={muted}>{nft.collection.name}</span>
    </button>
  )
}
