import { useTranslate, WalletListItem } from '../../entries/plugin.js'
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
  return (
    <WalletListItem
      name={choice.name}
      imageSrc={choice.imageUrl}
      tag={choice.tag ? t(`connect.tag.${choice.tag}`) : undefined}
      tagVariant={choice.tag === 'installed' ? 'success' : 'accent'}
      loading={connecting}
      disabled={disabled}
      aria-describedby={describedBy}
      data-wallet={choice.key}
      onClick={() => action.choose(choice)}
    />
  )
}
