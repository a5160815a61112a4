import { memo } from 'react'
import { Spinner, Tag, useTranslate, WalletImage } from '../../entries/plugin.js'
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

/** One wallet of the All Wallets grid: image, name and its tag; busy while it connects. */
export const WalletTile = memo(function WalletTile({
  choice,
  connecting,
  choose,
  tabIndex,
}: WalletTileProps) {
  const t = useTranslate()
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
      {connecting ? (
        <span className="gw-img gw-sz-md">
          <Spinner size="sm" />
        </span>
      ) : (
        <WalletImage src={choice.imageUrl} />
      )}
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
