/** A signer standing in for a wallet in server tests. */
export interface TestSigner {
  readonly address: string
  sign(message: string): Promise<string>
}
