/** One key of the Bitcoin dev wallet and the address it has on one network. */
export interface BitcoinDevKey {
  readonly purpose: 'payment' | 'ordinals'
  readonly addressType: 'p2wpkh' | 'p2tr'
  readonly path: string
  readonly privateKey: Uint8Array
  /** Compressed (33 bytes) for p2wpkh, x-only (32 bytes) for p2tr. */
  readonly publicKey: Uint8Array
  readonly address: string
  /** The output script the address pays to. */
  readonly script: Uint8Array
}
