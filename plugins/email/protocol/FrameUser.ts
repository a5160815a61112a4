/** The user payload the frame answers (spec section 3). */
export interface FrameUser {
  readonly email: string | null
  readonly address: string
  readonly chainId: string | number
  readonly accounts: readonly { readonly address: string; readonly type: 'eoa' }[]
  readonly userName?: string
  readonly preferredAccountType: 'eoa'
  readonly smartAccountDeployed?: boolean
}
