import type { CSSProperties } from 'react'
import { formatBalance, formatNumber, groupDigits, type TokenBalance } from '../../../entries/plugin.js'
import { ImageOrInitial } from '../ImageOrInitial.js'

const row = { display: 'flex', alignItems: 'center', gap: 12, height: '100%', padding: '0 8px' } as const
const column = { display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 } as const
const end = { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flex: 'none' } as const
const muted = { '--gw-c': 'var(--gw-fg-2)', '--gw-fs': 'calc(var(--gw-font-size-base)*1.2)' } as CSSProperties
const clip = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

/** One token: icon (or its initial), name, quantity floored to 3 decimals with its symbol, value in `currency` to 2 decimals. */
export function TokenRow({ token, currency }: { readonly token: TokenBalance; readonly currency: string }) {
  return (
    <div style={row}>
      <ImageOrInitial src={token.iconUrl} initial={token.symbol} size={40} round />
      <span style={column}>
        <span style={clip}>{token.name}</span>
        <span style={{ ...muted, ...clip }}>
          {groupDigits(formatBalance(token.quantity.numeric))} {token.symbol}
        </span>
      </span>
      <span style={end}>
        {token.value === undefined ? '' : `${currency}${groupDigits(formatNumber(token.value, 2))}`}
      </span>
    </div>
  )
}
