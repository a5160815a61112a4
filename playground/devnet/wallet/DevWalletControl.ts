/** What the approval panel drives in a dev wallet, whatever its chain (the EVM provider and the Solana wallet both fit). */
export interface DevWalletControl {
  readonly addresses: readonly string[]
  readonly chainId: number | string
  readonly authorised: boolean
  readonly autoApprove: boolean
  setAutoApprove(enabled: boolean): void
  pending(): readonly { readonly id: string; readonly method: string; readonly params: unknown }[]
  resolve(id: string, approved: boolean): boolean
  subscribe(listener: () => void): () => void
}
