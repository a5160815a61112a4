/** An account as the polkadot dev wallet lists it (InjectedAccount of @polkadot/extension-inject). */
export interface PolkadotDevWalletAccount {
  readonly address: string
  /** The chain the account is bound to; null when it is valid on every chain. */
  readonly genesisHash: string | null
  readonly name: string
  readonly type: 'sr25519'
}
