import type { Gangway } from '../../../entries/gangway.js'
import type { BitcoinDevWallet } from '../../devnet/bip122/BitcoinDevWallet.js'
import type { CosmosDevWallet } from '../../devnet/cosmos/CosmosDevWallet.js'
import type { PolkadotDevWallet } from '../../devnet/polkadot/PolkadotDevWallet.js'
import type { SolanaDevWallet } from '../../devnet/solana/wallet/SolanaDevWallet.js'
import type { DevWalletProvider } from '../../devnet/wallet/DevWalletProvider.js'
import { Card } from '../controls/Card.js'
import { Switch } from '../controls/Switch.js'
import { AccountPicker } from './AccountPicker.js'
import { BitcoinWalletSection } from './BitcoinWalletSection.js'
import { CosmosWalletSection } from './CosmosWalletSection.js'
import { FarcasterAppSection } from './FarcasterAppSection.js'
import { MobileWalletSection } from './MobileWalletSection.js'
import { PendingRequests } from './PendingRequests.js'
import { PolkadotWalletSection } from './PolkadotWalletSection.js'
import { SolanaWalletSection } from './SolanaWalletSection.js'
import { useWalletVersion } from './useWalletVersion.js'

export interface DevWalletPanelProps {
  readonly wallet: DevWalletProvider
  /** The wallet's accounts in key order (the devnet's first dev accounts), for selectAccount(index). */
  readonly accounts: readonly string[]
  /** The Solana dev wallet, unless the visitor uninstalled it. */
  readonly solana: SolanaDevWallet | undefined
  readonly solanaAccounts: readonly string[]
  /** The cosmos dev wallet (window.keplr). */
  readonly cosmos?: CosmosDevWallet | undefined
  readonly bitcoin?: BitcoinDevWallet | undefined
  readonly polkadot?: PolkadotDevWallet | undefined
  readonly gangway: Gangway
}

/**
 * The dev wallets' side: the EVM dev wallet (accounts, chain, approvals), the Solana dev wallet, and the
 * dev mobile wallet that pairs by WalletConnect; one auto-approve switch for the two browser wallets.
 */
export function DevWalletPanel({
  wallet,
  accounts,
  solana,
  solanaAccounts,
  cosmos,
  bitcoin,
  polkadot,
  gangway,
}: DevWalletPanelProps) {
  useWalletVersion(wallet)
  const chain = wallet.chains.find((item) => item.chainId === wallet.chainId)
  const setAutoApprove = (on: boolean) => {
    wallet.setAutoApprove(on)
    solana?.setAutoApprove(on)
    cosmos?.setAutoApprove(on)
    bitcoin?.setAutoApprove(on)
    polkadot?.setAutoApprove(on)
    localStorage.setItem('gangway-playground-manual-approve', String(!on))
  }
  return (
    <Card
      title="Dev wallet"
      testId="dev-wallet"
      aside={
        <span className={`pg-badge ${wallet.authorised ? 'pg-badge--ok' : ''}`}>
          {wallet.authorised ? 'connected to this site' : 'not connected'}
        </span>
      }
    >
      <dl className="pg-kv">
        <dt>Announced as</dt>
        <dd>Gangway Dev Wallet (EIP-6963)</dd>
        <dt>Chain</dt>
        <dd>
          {chain?.name ?? 'unknown'} · {wallet.chainId}
        </dd>
        <dt>Account</dt>
        <dd>
          <AccountPicker
            legend="Dev wallet account"
            accounts={accounts}
            held={wallet.addresses}
            select={(index) => wallet.selectAccount(index)}
          />
        </dd>
      </dl>
      <div className="pg-row">
        <Switch
          label="Auto-approve requests"
          checked={wallet.autoApprove}
          testId="dev-wallet-auto-approve"
          onChange={setAutoApprove}
        />
        {wallet.authorised && (
          <button type="button" className="pg-btn pg-btn--sm pg-btn--danger" onClick={() => wallet.revoke()}>
            Revoke site
          </button>
        )}
      </div>
      <PendingRequests
        requests={wallet.pending()}
        wallet="EVM"
        idle={
          wallet.autoApprove
            ? 'Requests are approved at once. Turn auto-approve off to decide each one here.'
            : 'No request is waiting.'
        }
        resolve={(id, approved) => wallet.resolve(id, approved)}
      />
      <SolanaWalletSection wallet={solana} accounts={solanaAccounts} />
      {cosmos && <CosmosWalletSection wallet={cosmos} />}
      {bitcoin && <BitcoinWalletSection wallet={bitcoin} />}
      {polkadot && <PolkadotWalletSection wallet={polkadot} />}
      <MobileWalletSection gangway={gangway} />
      <FarcasterAppSection gangway={gangway} />
    </Card>
  )
}
