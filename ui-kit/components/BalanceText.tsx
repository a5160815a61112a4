import { LoadingThumbnail } from './LoadingThumbnail.js'

export interface BalanceTextProps {
  /** Already formatted amount, e.g. '1.23'. */
  value?: string | undefined
  symbol: string
  size?: 'md' | 'lg'
  loading?: boolean
}

/** An amount and its symbol; a skeleton while loading. */
export function BalanceText({ value, symbol, size = 'md', loading }: BalanceTextProps) {
  if (loading || value === undefined) {
    return (
      <span className={`gw-balance gw-balance--${size}`} aria-busy="true">
        <LoadingThumbnail width="6em" height="1em" />
      </span>
    )
  }
  return (
    <span className={`gw-balance gw-balance--${size}`}>
      <span>{value}</span> <span className="gw-balance-sym">{symbol}</span>
    </span>
  )
}
