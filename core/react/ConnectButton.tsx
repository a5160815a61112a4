import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { AccountLabel } from './AccountLabel.js'
import { GangwayButton } from './GangwayButton.js'
import { useAccount } from './useAccount.js'
import { useGangwayContext } from './useGangwayContext.js'
import { useGangwayStore } from './useGangwayStore.js'

export interface ConnectButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Text while disconnected; default 'Connect Wallet'. */
  readonly label?: ReactNode
  /** Text while connecting or reconnecting; default 'Connecting…'. */
  readonly loadingLabel?: ReactNode
  /** Replaces the profile name or truncated address once connected. */
  readonly accountLabel?: ReactNode
  readonly size?: 'sm' | 'md'
  /** Whether the connected state shows the balance; default true. */
  readonly balance?: boolean
  readonly namespace?: ChainNamespace
}

/** 'Connect Wallet' that opens the modal; busy while connecting; once connected, what AccountButton shows (the same element, so focus stays). */
export function ConnectButton({
  label,
  loadingLabel,
  accountLabel,
  size,
  balance,
  namespace,
  onClick,
  ...rest
}: ConnectButtonProps) {
  const { gangway, t } = useGangwayContext()
  const account = useAccount(namespace)
  const opening = useGangwayStore('modal', (state) => state.loading)
  const { address } = account
  const connected = address !== undefined && !account.isDisconnected
  return (
    <GangwayButton
      size={size}
      soft={connected}
      busy={account.isConnecting || (!connected && opening)}
      title={connected ? address : undefined}
      {...rest}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        if (connected) void gangway.open({ view: 'Account' })
        else void gangway.open(namespace ? { view: 'Connect', namespace } : undefined)
      }}
    >
      {connected ? (
        <AccountLabel account={{ ...account, address }} label={accountLabel} balance={balance} />
      ) : account.isConnecting ? (
        (loadingLabel ?? t('buttons.connecting'))
      ) : (
        (label ?? t('buttons.connect'))
      )}
    </GangwayButton>
  )
}
