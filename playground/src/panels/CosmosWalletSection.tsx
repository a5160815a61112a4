import { useMemo } from 'react'
import type { CosmosDevWallet } from '../../devnet/cosmos/CosmosDevWallet.js'
import { AccountPicker } from './AccountPicker.js'
import { PendingRequests } from './PendingRequests.js'
import { useWalletVersion } from './useWalletVersion.js'

/** The cosmos dev wallet's side (window.keplr): account, the chains this site enabled, approvals. */
export function CosmosWalletSection({ wallet }: { readonly wallet: CosmosDevWallet }) {
  useWalletVersion(wallet)
  const accounts = useMemo(() => [...wallet.addresses], [wallet])
  const enabled = wallet.enabledChains
  return (
    <section data-testid="cosmos-dev-wallet" aria-label="Cosmos dev wallet">
      <h3 className="pg-subhead">Cosmos dev wallet (window.keplr)</h3>
      <AccountPicker
        legend="Cosmos dev wallet account"
        accounts={accounts}
        held={wallet.addresses}
        select={(index) => wallet.selectAccount(index)}
      />
      <div className="pg-row">
        <span className={`pg-badge ${wallet.authorised ? 'pg-badge--ok' : ''}`}>
          {wallet.authorised ? `enabled: ${enabled.join(', ')}` : 'not connected'}
        </span>
        {wallet.authorised && (
          <button type="button" className="pg-btn pg-btn--sm pg-btn--danger" onClick={() => wallet.revoke()}>
            Revoke site
          </button>
        )}
      </div>
      <PendingRequests
        requests={wallet.pending()}
        wallet="Cosmos"
        idle={wallet.autoApprove ? 'Requests are approved at once.' : 'No request is waiting.'}
        resolve={(id, approved) => wallet.resolve(id, approved)}
      />
    </section>
  )
}
