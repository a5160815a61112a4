/** A signer standing in for a wallet in server tests. */
export interface TestSigner {
  readonly address: string
  /** The public key the request carries (cosmos: the signature does not recover it). */
  readonly publicKey?: string
  sign(message: string): Promise<string>
}
