/** What the playground's panel shows of the dev mobile wallet (GET /playground/mobile-wallet.json). */
export interface DevMobileWalletState {
  /** Its account, once it was started by a first pairing. */
  readonly address?: string
  /** Its Solana account, when the playground runs the Solana VM. */
  readonly solanaAddress?: string
  /** The addresses its sessions granted, per namespace (eip155, solana, polkadot, cosmos, bip122). */
  readonly granted: readonly { readonly namespace: string; readonly addresses: readonly string[] }[]
  /** Sessions it holds with the page. */
  readonly sessions: number
  /** Session requests waiting for the panel's Approve or Reject. */
  readonly pending: readonly { readonly id: string; readonly method: string; readonly params: unknown }[]
  /** The last pairing that failed, in words. */
  readonly error?: string
}
