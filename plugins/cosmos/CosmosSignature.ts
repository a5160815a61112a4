/** An amino StdSignature: the compressed public key and the 64-byte r||s secp256k1 signature, both base64. */
export interface CosmosSignature {
  readonly pub_key: { readonly type: string; readonly value: string }
  readonly signature: string
}
