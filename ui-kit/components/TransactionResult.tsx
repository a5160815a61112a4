import type { ReactNode } from 'react'
import { AlertBar } from './AlertBar.js'
import { Button } from './Button.js'
import { CopyButton } from './CopyButton.js'
import { Spinner } from './Spinner.js'

/** The texts of a TransactionResult, in the caller's language. */
export interface TransactionResultLabels {
  readonly pending: string
  readonly success: string
  readonly failedOnChain: string
  readonly stillPending: string
  readonly hash: string
  readonly copyHash: string
  readonly copied: string
  readonly copyFailed: string
  readonly viewTransaction: string
  readonly cancel: string
  readonly again: string
}

export interface TransactionResultProps {
  readonly hash: string
  /** The explorer's page of the transaction, already checked; no link without one. */
  readonly link?: string | undefined
  /** undefined while the chain has not answered; 'pending' when the wait ended first. */
  readonly outcome: 'confirmed' | 'failed' | 'pending' | undefined
  readonly labels: TransactionResultLabels
  readonly onCancel: () => void
  readonly onAgain: () => void
  /** Shown under the outcome once it is known (new balances, say). */
  readonly children?: ReactNode
}

const column = { display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'stretch' } as const
const hashStyle = { margin: 0, wordBreak: 'break-all', fontFamily: 'ui-monospace, Menlo, monospace' } as const

/** A sent transaction: waiting for the chain (cancellable), then its outcome, the copyable hash and the explorer link. */
export function TransactionResult({
  hash,
  link,
  outcome,
  labels,
  onCancel,
  onAgain,
  children,
}: TransactionResultProps) {
  return (
    <div style={column}>
      {outcome === undefined && (
        <p role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
          <Spinner size="sm" />
          {labels.pending}
        </p>
      )}
      {outcome === 'confirmed' && (
        <p role="status" style={{ margin: 0, fontWeight: 600 }}>
          {labels.success}
        </p>
      )}
      {outcome !== undefined && children}
      {outcome === 'failed' && <AlertBar variant="error" message={labels.failedOnChain} />}
      {outcome === 'pending' && <AlertBar message={labels.stillPending} />}
      <div>
        <span className="gw-label">{labels.hash}</span>
        <p style={hashStyle}>{hash}</p>
        <CopyButton value={hash} copiedLabel={labels.copied} failedLabel={labels.copyFailed}>
          {labels.copyHash}
        </CopyButton>
      </div>
      {link && (
        <a
          className="gw-btn gw-btn--secondary gw-btn--full"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {labels.viewTransaction}
        </a>
      )}
      {outcome === undefined ? (
        <Button variant="ghost" fullWidth onClick={onCancel}>
          {labels.cancel}
        </Button>
      ) : (
        <Button fullWidth onClick={onAgain}>
          {labels.again}
        </Button>
      )}
    </div>
  )
}
