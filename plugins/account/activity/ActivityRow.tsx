import type { CSSProperties } from 'react'
import {
  blockExplorerUrl,
  formatNumber,
  groupDigits,
  type HistoryItem,
  type Network,
  safeUrl,
  useTranslate,
} from '../../../entries/plugin.js'
import { ImageOrInitial } from '../ImageOrInitial.js'
import { relativeTime } from './relativeTime.js'

const row = { display: 'flex', alignItems: 'center', gap: 12, height: '100%', padding: '0 8px' } as const
const column = { display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 } as const
const muted = { '--gw-c': 'var(--gw-fg-2)', '--gw-fs': 'calc(var(--gw-font-size-base)*1.2)' } as CSSProperties
const end = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  flex: 'none',
  maxWidth: '55%',
} as const
const clip = { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const
const signs: Readonly<Record<string, string>> = { in: '+', out: '-' }

/** One transaction: what it did, its first transfer that is not spam: the amount (3 decimals) and value (2), or the NFT's name; its age; a link to the explorer's tx page when the network has one. */
export function ActivityRow({
  item,
  network,
  now,
}: {
  readonly item: HistoryItem
  readonly network: Network | undefined
  readonly now: number
}) {
  const t = useTranslate()
  // A spam NFT beside a real transfer is never the one shown (an all-spam transaction is not listed at all).
  const transfer = item.transfers.find((candidate) => candidate.nft?.isSpam !== true)
  const symbol = transfer?.fungible?.symbol ?? transfer?.nft?.name ?? ''
  const sign = transfer && !transfer.nft ? (signs[transfer.direction] ?? '') : ''
  const age = relativeTime(item.minedAt, now)
  const explorer = network ? safeUrl(blockExplorerUrl(network, { transaction: item.hash }), 'web') : undefined
  const content = (
    <>
      <ImageOrInitial
        src={transfer?.fungible?.iconUrl ?? transfer?.nft?.imageUrl}
        initial={symbol || item.operationType}
        size={40}
        round
      />
      <span style={column}>
        <span>
          {t.dynamic(`account.activity.${item.operationType}`)}
          {item.status === 'confirmed' ? '' : ` · ${t.dynamic(`account.activity.${item.status}`)}`}
        </span>
        <span style={{ ...muted, ...clip }}>
          {t.dynamic(`account.activity.ago.${age.unit}`, { count: age.count })}
        </span>
      </span>
      <span style={end}>
        {transfer && (
          <span style={clip}>
            {sign}
            {transfer.nft ? symbol : `${groupDigits(formatNumber(transfer.quantity, 3))} ${symbol}`}
          </span>
        )}
        {transfer?.value !== undefined && (
          <span style={muted}>${groupDigits(formatNumber(transfer.value, 2))}</span>
        )}
      </span>
    </>
  )
  return explorer ? (
    <a
      href={explorer}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={-1}
      style={{ ...row, textDecoration: 'none', '--gw-c': 'var(--gw-fg)' } as CSSProperties}
    >
      {content}
    </a>
  ) : (
    <div style={row}>{content}</div>
  )
}
