/** One address a Bitcoin wallet shared: payment (BTC) or ordinal (inscriptions, taproot). */
export interface BitcoinAccount {
  readonly address: string
  readonly type: 'payment' | 'ordinal'
  /** Hex public key, when the wallet gave one. */
  readonly publicKey?: string
  readonly path?: string
}
