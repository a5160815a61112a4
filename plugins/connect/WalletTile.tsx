import { memo } from 'react'
import { Icon, Spinner, Tag, useImagePreload, useTranslate } from '../../entries/plugin.js'
import type { WalletChoice } from './WalletChoice.js'

export interface WalletTileProps {
  readonly choice: WalletChoice
  readonly connecting: boolean
  readonly choose: (choice: WalletChoice) => void
  readonly tabIndex: number
}

const name = {
  '--gw-fs': 'calc(var(--gw-font-size-base)*1.2)',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  maxWidth: '100%',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'center',
} as const

/**
 * One wallet of the All Wallets grid: image, name and its tag; busy while it connects. A loading image is a
 * still placeholder (no shimmer: dozens of animated tiles cost every frame while the grid scrolls).
 */
export const WalletTile = memo(function WalletTile({
  choice,
  connecting,
  choose,
  tabIndex,
}: WalletTileProps) {
  const t = useTranslate()
  const image = useImagePreload(choice.imageUrl)
  return (
    <button
      type="button"
      className="gw-li"
      tabIndex={tabIndex}
      aria-busy={connecting || undefined}
      data-wallet={choice.key}
      onClick={() => choose(choice)}
      style={{
        flexDirection: 'column',
        justifyContent: 'flex-start',
        gap: 3,
        height: '100%',
        minHeight: 0,
        padding: '8px 4px 4px',
      }}
    >
      <span
        className="gw-img gw-img--wallet gw-sz-md"
        data-status={connecting ? 'busy' : image}
        aria-hidden="true"
      >
        {connecting ? (
          <Spinner size="sm" />
        ) : image === 'loaded' ? (
          <img src={choice.imageUrl} alt="" draggable={false} decoding="async" />
        ) : image === 'error' ? (
          <Icon name="wallet" size={24} />
        ) : null}
      </span>
      <span className="gw-li-label" style={name}>
        {choice.name}
      </span>
      {choice.tag && (
        <Tag variant={choice.tag === 'installed' ? 'success' : 'accent'}>
          {t(`connect.tag.${choice.tag}`)}
        </Tag>
      )}
    </button>
  )
})
