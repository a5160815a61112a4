import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { AccountLabel } from './AccountLabel.js'
import { GangwayButton } from './GangwayButton.js'
import { useAccount } from './useAccount.js'
import { useGangwayContext } from './useGangwayContext.js'

export interface AccountButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Replaces the profile name or truncated address. */
  readonly label?: ReactNode
  readonly size?: 'sm' | 'md'
  /** Whether to show the balance; default true. */
  readonly balance?: boolean
  readonly namespace?: ChainNamespace
}

/** Balance and profile name or truncated address of the connected account; opens Account. Renders nothing while there is no address. */
export function AccountButton({ label, size, balance, namespace, onClick, ...rest }: AccountButtonProps) {
  const { gangway } = useGangwayContext()
  const account = useAccount(namespace)
  const { address } = account
  if (!address) return null
  return (
    <GangwayButton
      size={size}
      soft
      title={address}
      busy={account.isConnecting}
      {...rest}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) void gangway.open({ view: 'Account' })
      }}
    >
      <AccountLabel account={{ ...account, address }} label={label} balance={balance} />
    </GangwayButton>
  )
}
