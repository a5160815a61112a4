/** One account of an embedded-wallet user: its keys live only in the secure frame (encrypted at rest). */
export interface AuthAccount {
  readonly namespace: 'eip155' | 'solana'
  readonly address: string
  readonly type: 'eoa'
}
