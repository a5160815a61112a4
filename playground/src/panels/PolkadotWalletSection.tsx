import type { PolkadotDevWallet } from '../../devnet/polkadot/PolkadotDevWallet.js'
import { AccountPicker } from './AccountPicker.js'
import { SiteAccess } from './SiteAccess.js'
import { useWalletVersion } from './useWalletVersion.js'

/** The polkadot dev wallet's side (window.injectedWeb3['gangway-dev']): account, site authorisation, approvals. */
export function PolkadotWalletSection({ wallet }: { readonly wallet: PolkadotDevWallet }) {
  useWalletVersion(wallet)
  return (
    <section data-testid="polkadot-dev-wallet" aria-label="Polkadot dev wallet">
      <h3 className="pg-subhead">Polkadot dev wallet (injectedWeb3)</h3>
      <AccountPicker
        legend="Polkadot dev wallet account"
        accounts={wallet.accounts.map((account) => account.address)}
        held={wallet.addresses}
        select={(index) => wallet.selectAccount(index)}
      />
      <p className="pg-hint">
        {wallet.accounts
          .map(
            (account) =>
              `${account.name}: ${account.genesisHash ? `only on ${account.genesisHash.slice(0, 10)}…` : 'every network'}`,
          )
          .join(' · ')}
      </p>
      <SiteAccess wallet={wallet} name="Polkadot" />
    </section>
  )
}
