/** The parts of a Wallet Standard wallet (@wallet-standard/base) the plugin reads; structural, so no runtime dependency. */
export interface StandardWallet {
  readonly version: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardWalletAccount[]
}

/** A Wallet Standard account: base58 address, raw public key, the chains and features it supports. */
export interface StandardWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array | { readonly length: number }
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string
  readonly icon?: string
}

/** What an app hands a wallet in wallet-standard:app-ready and wallet-standard:register-wallet. */
export interface StandardRegistryApi {
  register(...wallets: StandardWallet[]): () => void
}

export interface StandardConnectFeature {
  readonly version: string
  connect(input?: {
    readonly silent?: boolean
  }): Promise<{ readonly accounts: readonly StandardWalletAccount[] }>
}

export interface StandardDisconnectFeature {
  readonly version: string
  disconnect(): Promise<void>
}

export interface StandardEventsFeature {
  readonly version: string
  on(
    event: 'change',
    listener: (properties: {
      readonly accounts?: readonly StandardWalletAccount[]
      readonly chains?: readonly string[]
      readonly features?: Readonly<Record<string, unknown>>
    }) => void,
  ): () => void
}
