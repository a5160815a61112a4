/**
 * Checks that `signature` over the UTF-8 `message` was made by `address` on `chainId` (CAIP-2); true when it was.
 * `publicKey` is the signer's key when the request carried one (cosmos: base64, compressed secp256k1).
 */
export type SignatureVerifier = (args: {
  readonly message: string
  readonly signature: string
  readonly address: string
  readonly chainId: string
  readonly publicKey?: string
  readonly signal: AbortSignal
}) => Promise<boolean>
