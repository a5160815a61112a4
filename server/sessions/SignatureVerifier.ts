/** Checks that `signature` over the UTF-8 `message` was made by `address` on `chainId` (CAIP-2); true when it was. */
export type SignatureVerifier = (args: {
  readonly message: string
  readonly signature: string
  readonly address: string
  readonly chainId: string
  readonly signal: AbortSignal
}) => Promise<boolean>
