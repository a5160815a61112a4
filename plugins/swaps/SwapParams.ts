/** What `open({ view: 'Swap', params })` may prefill: the tokens ('native', a symbol or a CAIP-10 address) and the amount in whole units. */
export interface SwapParams {
  readonly fromToken?: string
  readonly toToken?: string
  readonly amount?: string
}
