import { Icon, useTranslate, WalletListItem } from '../../entries/plugin.js'
import type { ConnectAction } from './useConnectAction.js'
import type { WalletChoice } from './WalletChoice.js'

export interface WalletRowProps {
  readonly choice: WalletChoice
  readonly action: ConnectAction
  readonly disabled?: boolean
  readonly describedBy?: string | undefined
}

/** One wallet choice; busy while it connects. Choosing another one meanwhile ends this attempt. */
export function WalletRow({ choice, action, disabled, describedBy }: WalletRowProps) {
  const t = useTranslate()
  const connecting = action.pending === choice.key
  const pairing = choice.connector?.type === 'WALLET_CONNECT'
  const tag = choice.tag ?? (pairing ? 'qr' : undefined)
  return (
    <WalletListItem
      name={choice.name}
      imageSrc={choice.imageUrl}
      image={
        pairing && !choice.imageUrl ? (
          <span className="gw-img gw-img--wc gw-sz-md" aria-hidden="true">
            <Icon name="walletconnect" size={24} />
          </span>
        ) : undefined
      }
      tag={tag ? t(`connect.tag.${tag}`) : undefined}
      tagVariant={tag === 'installed' ? 'success' : 'accent'}
      loading={connecting}
      disabled={disabled}
      aria-describedby={describedBy}
      data-wallet={choice.key}
      onClick={() => action.choose(choice)}
    />
  )
}
