import { Icon, Tag, useTranslate, WalletListItem } from '../../entries/plugin.js'
import { namespaceLabel } from './namespaceLabel.js'
import type { ConnectAction } from './useConnectAction.js'
import type { WalletChoice } from './WalletChoice.js'

export interface WalletRowProps {
  readonly choice: WalletChoice
  readonly action: ConnectAction
  readonly disabled?: boolean
  readonly describedBy?: string | undefined
}

const badges = { display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 2 } as const

/**
 * One wallet choice; busy while it connects. A wallet of several namespaces shows a badge for each (its
 * accessible name lists them), marked as each connects. Choosing another one meanwhile ends this attempt.
 */
export function WalletRow({ choice, action, disabled, describedBy }: WalletRowProps) {
  const t = useTranslate()
  const connecting = action.pending === choice.key
  const pairing = choice.connector?.type === 'WALLET_CONNECT'
  const tag = choice.tag ?? (pairing ? 'qr' : undefined)
  const tagText = tag ? t(`connect.tag.${tag}`) : undefined
  const progress = connecting ? action.progress : undefined
  const namespaces = (choice.connectors ?? []).map((connector) => ({
    chain: connector.chain,
    label: namespaceLabel(t, connector),
  }))
  const label =
    namespaces.length > 1
      ? `${t('connect.wallet.namespaces', {
          name: choice.name,
          namespaces: namespaces.map((item) => item.label).join(', '),
        })}${tagText ? `, ${tagText}` : ''}`
      : undefined
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
      description={
        label ? (
          <span style={badges} data-namespaces={namespaces.map((item) => item.chain).join(' ')}>
            {namespaces.map((item) => (
              <Tag
                key={item.chain}
                variant={
                  progress?.connected.includes(item.chain)
                    ? 'success'
                    : progress?.current === item.chain
                      ? 'accent'
                      : 'neutral'
                }
              >
                {item.label}
              </Tag>
            ))}
          </span>
        ) : undefined
      }
      tag={tagText}
      tagVariant={tag === 'installed' ? 'success' : 'accent'}
      loading={connecting}
      disabled={disabled}
      aria-label={label}
      aria-describedby={describedBy}
      data-wallet={choice.key}
      onClick={() => action.choose(choice)}
    />
  )
}
