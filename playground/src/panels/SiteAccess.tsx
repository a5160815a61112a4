import { PendingRequests, type PendingRequestsProps } from './PendingRequests.js'

/** What a dev wallet that remembers the sites it serves offers the access panel. */
export interface SiteAccessWallet {
  readonly authorised: boolean
  readonly autoApprove: boolean
  revoke(): void
  pending(): PendingRequestsProps['requests']
  resolve(id: string, approved: boolean): unknown
}

/** A dev wallet's access to this site (badge and Revoke) and its waiting requests. */
export function SiteAccess({
  wallet,
  name,
  granted = 'connected to this site',
}: {
  readonly wallet: SiteAccessWallet
  /** The wallet's data-wallet name (tests and the hint). */
  readonly name: string
  /** The badge while the site has access. */
  readonly granted?: string
}) {
  return (
    <>
      <div className="pg-row">
        <span className={`pg-badge ${wallet.authorised ? 'pg-badge--ok' : ''}`}>
          {wallet.authorised ? granted : 'not connected'}
        </span>
        {wallet.authorised && (
          <button type="button" className="pg-btn pg-btn--sm pg-btn--danger" onClick={() => wallet.revoke()}>
            Revoke site
          </button>
        )}
      </div>
      <PendingRequests
        requests={wallet.pending()}
        wallet={name}
        idle={wallet.autoApprove ? 'Requests are approved at once.' : 'No request is waiting.'}
        resolve={(id, approved) => wallet.resolve(id, approved)}
      />
    </>
  )
}
