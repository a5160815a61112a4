interface Currency {
  readonly coinDenom: string
  readonly coinMinimalDenom: string
  readonly coinDecimals: number
}

/** The chain description Keplr's experimentalSuggestChain takes (the fields the plugin fills in). */
export interface CosmosChainInfo {
  readonly chainId: string
  readonly chainName: string
  readonly rpc: string
  readonly rest: string
  readonly bip44: { readonly coinType: number }
  readonly bech32Config: {
    readonly bech32PrefixAccAddr: string
    readonly bech32PrefixAccPub: string
    readonly bech32PrefixValAddr: string
    readonly bech32PrefixValPub: string
    readonly bech32PrefixConsAddr: string
    readonly bech32PrefixConsPub: string
  }
  readonly currencies: Currency[]
  readonly feeCurrencies: Currency[]
  readonly stakeCurrency: Currency
}
