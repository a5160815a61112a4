/** A checked account of a polkadot wallet: an SS58 address and, when it is bound to one chain, that chain's genesis hash. */
export interface PolkadotAccount {
  readonly address: string
  /** 0x and 64 lowercase hex characters; absent for an account valid on every chain. */
  readonly genesisHash?: string
}
