/** What `open({ view: 'WalletSend', params })` may prefill: the token ('native' or its CAIP-10 address), the amount in whole units and the receiver. */
export interface WalletSendParams {
  readonly token?: string
  readonly amount?: string
  readonly to?: string
}
