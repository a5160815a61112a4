import { groupDigits } from '../lib/groupDigits.js'
import { LoadingThumbnail } from './LoadingThumbnail.js'

export interface BalanceTextProps {
  /** Already formatted amount, e.g. '1.23'. */
  value?: string | undefined
  symbol: string
  size?: 'md' | 'lg'
  loading?: boolean
  /** Shown instead of a skeleton when there is no amount and none is coming (e.g. 'Balance unavailable'). */
  unavailable?: string | undefined
}

/** An amount, its whole part in groups of three, and its symbol; a skeleton while loading; the `unavailable` text when it cannot be had. */
export function BalanceText({ value, symbol, size = 'md', loading, unavailable }: BalanceTextProps) {
  if (value === undefined && unavailable !== undefined) {
    return <span className={`gw-balance gw-balance--${size} gw-balance--unavailable`}>{unavailable}</span>
  }
  if (loading || value === undefined) {
    return (
      <span className={`gw-balance gw-balance--${size}`} aria-busy="true">
        <LoadingThumbnail width="6em" height="1em" />
      </span>
    )
  }
  return (
    <span className={`gw-balance gw-balance--${size}`}>
      <span>{groupDigits(value)}</span> <span className="gw-balance-sym">{symbol}</span>
    </span>
  )
}
