import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { SolanaDevWalletRequest } from './SolanaDevWalletRequest.js'

export type SolanaDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The Solana dev wallet: a Wallet Standard wallet plus the control surface a test or the approval panel drives. */
export interface SolanaDevWallet extends Wallet {
  readonly features: SolanaDevWalletFeatures
  readonly accounts: readonly WalletAccount[]
  /** Every address the wallet holds, the selected one first. */
  readonly addresses: readonly string[]
  /** The first chain the wallet knows (shown by the panel). */
  readonly chainId: string
  /** Whether this site is authorised (kept across reloads, like an extension). */
  readonly authorised: boolean
  readonly autoApprove: boolean
  setAutoApprove(enabled: boolean): void
  pending(): readonly SolanaDevWalletRequest[]
  resolve(id: string, approved: boolean): boolean
  subscribe(listener: () => void): () => void
  selectAccount(index: number): void
  /** Withdraws the site's authorisation, as a user would in the extension; emits change with no accounts. */
  revoke(): void
}
