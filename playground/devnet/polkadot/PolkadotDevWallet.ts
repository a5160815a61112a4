import type { PolkadotDevWalletAccount } from './PolkadotDevWalletAccount.js'
import type { PolkadotDevWalletRequest } from './PolkadotDevWalletRequest.js'

type AccountsListener = (accounts: PolkadotDevWalletAccount[]) => void

/** What enable(appName) resolves with, as a polkadot-js extension's Injected: accounts and signer. */
export interface PolkadotDevWalletInjected {
  readonly accounts: {
    get(anyType?: boolean): Promise<PolkadotDevWalletAccount[]>
    subscribe(listener: AccountsListener): () => void
  }
  readonly signer: {
    signRaw(payload: {
      readonly address: string
      readonly data: string
      readonly type: 'bytes' | 'payload'
    }): Promise<{ readonly id: number; readonly signature: `0x${string}` }>
  }
}

/** The polkadot dev wallet: its window.injectedWeb3 entry plus the control surface a test or the approval panel drives. */
export interface PolkadotDevWallet {
  /** What goes in window.injectedWeb3['gangway-dev']: version, enable, and the identity the Connect view groups by. */
  readonly source: {
    readonly version: string
    readonly name: string
    readonly rdns: string
    readonly icon: string
    enable(appName: string): Promise<PolkadotDevWalletInjected>
  }
  /** Every account the wallet holds, in key order (selectAccount's index). */
  readonly accounts: readonly PolkadotDevWalletAccount[]
  /** Every address the wallet holds, the selected one first. */
  readonly addresses: readonly string[]
  /** What the panel shows as the chain. */
  readonly chainId: string
  /** Whether this origin is authorised (kept across reloads, like an extension). */
  readonly authorised: boolean
  readonly autoApprove: boolean
  setAutoApprove(enabled: boolean): void
  pending(): readonly PolkadotDevWalletRequest[]
  resolve(id: string, approved: boolean): boolean
  subscribe(listener: () => void): () => void
  selectAccount(index: number): void
  /** Withdraws this origin's authorisation, as a user would in the extension; subscribers get no accounts. */
  revoke(): void
}
