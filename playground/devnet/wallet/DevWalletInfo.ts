/** EIP-6963 provider info the dev wallet announces. */
export interface DevWalletInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}
