import { Spinner, Tag, useTranslate, WalletImage } from '../../entries/plugin.js'
import type { ConnectAction } from './useConnectAction.js'
import type { WalletChoice } from './WalletChoice.js'

export interface WalletTileProps {
  readonly choice: WalletChoice
  readonly action: ConnectAction
  readonly tabIndex: number
}

const small = { '--gw-fs': 'calc(var(--gw-font-size-base)*1.2)' } as const

/** One wallet of the All Wallets grid: image, name and its tag; busy while it connects. */
export function WalletTile({ choice, action, tabIndex }: WalletTileProps) {
  const t = useTranslate()
  const connecting = action.pending === choice.key
  return (
    <button
      type="button"
      className="gw-li"
      tabIndex={tabIndex}
      aria-busy={connecting || undefined}
      data-wallet={choice.key}
      onClick={() => action.choose(choice)}
      style={{
        flexDirection: 'column',
        justifyContent: 'flex-start',
        gap: 4,
        height: '100%',
        minHeight: 0,
        padding: '10px 4px 6px',
      }}
    >
      {connecting ? (
        <span className="gw-img gw-sz-md">
          <Spinner size="sm" />
        </span>
      ) : (
        <WalletImage src={choice.imageUrl} />
      )}
      <span className="gw-li-label" style={{ ...small, maxWidth: '100%' }}>
        {choice.name}
      </span>
      {choice.tag && (
        <Tag variant={choice.tag === 'installed' ? 'success' : 'accent'}>
          {t(`connect.tag.${choice.tag}`)}
        </Tag>
      )}
    </button>
  )
}
