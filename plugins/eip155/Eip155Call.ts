/** One call of wallet_sendCalls: `to` and optional `data` are 0x-prefixed. */
export interface Eip155Call {
  readonly to: string
  readonly data?: string
  readonly value?: bigint | number | string
}
