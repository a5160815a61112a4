import type { BitcoinDevWallet } from '../../devnet/bip122/BitcoinDevWallet.js'
import { SiteAccess } from './SiteAccess.js'
import { useWalletVersion } from './useWalletVersion.js'

const btc = (satoshis: bigint) =>
  `${satoshis / 100_000_000n}.${(satoshis % 100_000_000n).toString().padStart(8, '0')}`

/** The Bitcoin dev wallet's side (sats-connect): network, addresses, regtest balance, approvals. */
export function BitcoinWalletSection({ wallet }: { readonly wallet: BitcoinDevWallet }) {
  useWalletVersion(wallet)
  return (
    <section data-testid="bitcoin-dev-wallet" aria-label="Bitcoin dev wallet">
      <h3 className="pg-subhead">Bitcoin dev wallet (sats-connect)</h3>
      <dl className="pg-kv">
        <dt>Network</dt>
        <dd>{wallet.network}</dd>
        <dt>Payment</dt>
        <dd className="pg-mono">{wallet.addresses[0]}</dd>
        <dt>Ordinals</dt>
        <dd className="pg-mono">{wallet.addresses[1]}</dd>
        <dt>Balance</dt>
        <dd>
          {btc(wallet.balance)} BTC{wallet.network === 'Regtest' ? ' (in-memory UTXOs, no node)' : ''}
        </dd>
      </dl>
      <SiteAccess wallet={wallet} name="Bitcoin" />
    </section>
  )
}
