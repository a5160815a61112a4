import type { ReactNode } from 'react'
import { groupDigits } from '../../ui-kit/lib/groupDigits.js'
import { truncateAddress } from '../../ui-kit/lib/truncateAddress.js'
import type { AccountState } from '../types/Account.js'

export interface AccountLabelProps {
  readonly account: AccountState & { readonly address: string }
  readonly label?: ReactNode
  readonly balance?: boolean
}

/** The inside of AccountButton: balance, then profile name or truncated address. */
export function AccountLabel({ account, label, balance = true }: AccountLabelProps) {
  return (
    <>
      {balance && account.balance !== undefined && (
        <span className="gwb-dim">
          {groupDigits(account.balance)} {account.balanceSymbol}
        </span>
      )}
      <span>{label ?? account.profileName ?? truncateAddress(account.address)}</span>
    </>
  )
}
