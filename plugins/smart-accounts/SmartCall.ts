/** One call of wallet_sendCalls after validation. */
export interface SmartCall {
  readonly to: `0x${string}`
  readonly data?: `0x${string}`
  readonly value?: bigint
}
