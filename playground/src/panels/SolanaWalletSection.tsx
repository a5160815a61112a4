import type { SolanaDevWallet } from '../../devnet/solana/wallet/SolanaDevWallet.js'
import { solanaWalletHiddenKey } from '../state/solanaWalletHiddenKey.js'
import { AccountPicker } from './AccountPicker.js'
import { PendingRequests } from './PendingRequests.js'
import { useWalletVersion } from './useWalletVersion.js'

/** The Solana dev wallet's side (Wallet Standard): account, approvals; or a switch to install it again. */
export function SolanaWalletSection({
  wallet,
  accounts,
}: {
  readonly wallet: SolanaDevWallet | undefined
  /** The wallet's accounts in key order, for selectAccount(index). */
  readonly accounts: readonly string[]
}) {
  useWalletVersion(wallet)
  const setInstalled = (installed: boolean) => {
    if (installed) localStorage.removeItem(solanaWalletHiddenKey)
    else localStorage.setItem(solanaWalletHiddenKey, 'true')
    location.reload()
  }
  return (
    <section data-testid="solana-dev-wallet" aria-label="Solana dev wallet">
      <h3 className="pg-subhead">Solana dev wallet (Wallet Standard)</h3>
      {!wallet ? (
        <div className="pg-row">
          <p className="pg-hint">Not installed: the page has no Solana wallet.</p>
          <button type="button" className="pg-btn pg-btn--sm" onClick={() => setInstalled(true)}>
            Install it
          </button>
        </div>
      ) : (
        <>
          <AccountPicker
            legend="Solana dev wallet account"
            accounts={accounts}
            held={wallet.addresses}
            select={(index) => wallet.selectAccount(index)}
          />
          <div className="pg-row">
            <span className={`pg-badge ${wallet.authorised ? 'pg-badge--ok' : ''}`}>
              {wallet.authorised ? 'connected to this site' : 'not connected'}
            </span>
            <button type="button" className="pg-btn pg-btn--sm" onClick={() => setInstalled(false)}>
              Uninstall (reload)
            </button>
          </div>
          <PendingRequests
            requests={wallet.pending()}
            wallet="Solana"
            idle={wallet.autoApprove ? 'Requests are approved at once.' : 'No request is waiting.'}
            resolve={(id, approved) => wallet.resolve(id, approved)}
          />
        </>
      )}
    </section>
  )
}
