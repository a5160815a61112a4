/** The user payload the frame answers (spec section 3). */
export interface FrameUser {
  readonly email: string | null
  readonly address: string
  readonly chainId: string | number
  /** The eip155 account first, then the solana one (`namespace` names each). */
  readonly accounts: readonly {
    readonly address: string
    readonly type: 'eoa' | 'smartAccount'
    readonly namespace?: 'eip155' | 'solana'
  }[]
  readonly userName?: string
  /** The Farcaster profile page of a Farcaster sign-in. */
  readonly farcasterUrl?: string
  /** The eip155 account type the visitor prefers (kept by the frame; smartAccount unless the EOA was chosen). */
  readonly preferredAccountType: 'eoa' | 'smartAccount'
  readonly smartAccountDeployed?: boolean
}
