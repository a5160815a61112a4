import { useMemo } from 'react'
import type { CosmosDevWallet } from '../../devnet/cosmos/CosmosDevWallet.js'
import { AccountPicker } from './AccountPicker.js'
import { SiteAccess } from './SiteAccess.js'
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
      <SiteAccess wallet={wallet} name="Cosmos" granted={`enabled: ${enabled.join(', ')}`} />
    </section>
  )
}
