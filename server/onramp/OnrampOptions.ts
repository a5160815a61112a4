/** GET /v1/onramp/options: the providers, what can be bought (on which networks) and with what (limits per payment method). */
export interface OnrampOptions {
  readonly providers: readonly {
    /** 'meld' or 'coinbase' (spec section 9). */
    readonly name: string
    readonly label: string
    /** Where the widget opens it (https, or http on 127.0.0.1 / localhost for development). */
    readonly url: string
    /** The fee, e.g. '1-2%'. */
    readonly feeRange: string
    /** Chain namespaces it sells on, e.g. ['eip155', 'solana']. */
    readonly supportedChains: readonly string[]
    /** The key the provider's link carries as publicKey (meld). */
    readonly publicKey?: string
  }[]
  readonly purchaseCurrencies: readonly {
    readonly id: string
    readonly name: string
    readonly symbol: string
    readonly networks: readonly {
      readonly name: string
      readonly display_name: string
      /** CAIP-2 id of the network, e.g. 'eip155:1'. */
      readonly chain_id: string
      /** The token's address; '' for the native coin. */
      readonly contract_address: string
    }[]
  }[]
  readonly paymentCurrencies: readonly {
    readonly id: string
    readonly payment_method_limits: readonly {
      readonly id: string
      readonly min: string
      readonly max: string
    }[]
  }[]
}
