/** How one Bitcoin network writes addresses, and the name sats-connect wallets give it. */
export interface BitcoinAddressFormat {
  /** The bech32 human-readable part: bc, tb, bcrt. */
  readonly hrp: string
  /** The base58check version bytes of P2PKH and P2SH addresses. */
  readonly p2pkh: number
  readonly p2sh: number
  /** sats-connect's BitcoinNetworkType of the network. */
  readonly name: 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'
}
