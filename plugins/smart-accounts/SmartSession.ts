/** One function of a contract-call permission: by `selector`, or by name (with the permission's `abi`) or signature. */
export interface SmartSessionFunction {
  /** A name found in the permission's `abi`, or a signature such as 'transfer(address,uint256)'. */
  readonly functionName?: string
  /** The 4-byte selector itself. */
  readonly selector?: `0x${string}`
}

/**
 * A wallet_grantPermissions request (ERC-7715's shape, as AppKit's smart sessions send it), as far as the smart
 * account enforces it on chain: one key, one contract, its chosen functions, until `expiry`; no policies.
 */
export interface SmartSessionRequest {
  /** The active network's chain id (hex); omitted: the active one. */
  readonly chainId?: `0x${string}`
  /** The smart account; omitted: the connected one. */
  readonly address?: `0x${string}`
  /** Unix time in seconds after which the key may do nothing (at most a year ahead). */
  readonly expiry: number
  /** The key the app holds: its address ('key', id) or its uncompressed secp256k1 public key ('keys'). */
  readonly signer:
    | { readonly type: 'key'; readonly data: { readonly id: string } }
    | {
        readonly type: 'keys'
        readonly data: { readonly keys: readonly { readonly type: string; readonly publicKey: string }[] }
      }
  /** Exactly one contract-call permission. */
  readonly permissions: readonly {
    readonly type: 'contract-call'
    readonly data: {
      readonly address: string
      readonly abi?: readonly unknown[]
      readonly functions: readonly SmartSessionFunction[]
    }
  }[]
  /** Must be empty: the account enforces no spending or rate policies. */
  readonly policies?: readonly unknown[]
}

/** A session as granted and as read back from the account's contract. */
export interface SmartSession {
  readonly chainId: `0x${string}`
  /** The smart account that holds the session. */
  readonly address: `0x${string}`
  readonly expiry: number
  readonly signer: { readonly type: 'key'; readonly data: { readonly id: `0x${string}` } }
  readonly permissions: readonly {
    readonly type: 'contract-call'
    readonly data: { readonly address: `0x${string}`; readonly selectors: readonly `0x${string}`[] }
  }[]
  readonly policies: readonly []
  /** What revokePermissions takes: the chain, the account and the key, packed. */
  readonly context: `0x${string}`
  /** 'expired' once `expiry` has passed (the EntryPoint then refuses the key's user operations). */
  readonly status: 'active' | 'expired'
}
