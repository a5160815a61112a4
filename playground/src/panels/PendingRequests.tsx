export interface PendingRequestsProps {
  readonly requests: readonly {
    readonly id: string
    readonly method: string
    readonly params: unknown
    readonly chainId?: number | string
  }[]
  readonly resolve: (id: string, approved: boolean) => void
  /** Which wallet asks (data-wallet, for tests and the hint). */
  readonly wallet: string
  readonly idle: string
}

function describeParams(params: unknown): string {
  const text = JSON.stringify(params, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
  return text && text.length > 220 ? `${text.slice(0, 219)}…` : (text ?? '')
}

/** A dev wallet's waiting requests with Approve and Reject, or the idle hint. */
export function PendingRequests({ requests, resolve, wallet, idle }: PendingRequestsProps) {
  if (requests.length === 0)
    return (
      <p className="pg-hint" data-testid="dev-wallet-idle" data-wallet={wallet}>
        {idle}
      </p>
    )
  return requests.map((request) => (
    <div
      key={request.id}
      className="pg-request"
      data-testid="dev-wallet-request"
      data-wallet={wallet}
      data-method={request.method}
    >
      <div className="pg-row">
        <b>{request.method}</b>
        {request.chainId !== undefined && (
          <span className="pg-badge pg-badge--warn">chain {request.chainId}</span>
        )}
      </div>
      <code>{describeParams(request.params)}</code>
      <div className="pg-actions">
        <button
          type="button"
          className="pg-btn pg-btn--sm pg-btn--ok"
          onClick={() => resolve(request.id, true)}
        >
          Approve
        </button>
        <button
          type="button"
          className="pg-btn pg-btn--sm pg-btn--danger"
          onClick={() => resolve(request.id, false)}
        >
          Reject
        </button>
      </div>
    </div>
  ))
}
