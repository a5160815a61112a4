/** A transaction for the connected wallet; amounts are wei as bigint, a decimal or a 0x-hex string. */
export interface Eip155TransactionRequest {
  readonly to?: string
  readonly from?: string
  readonly value?: bigint | number | string
  readonly data?: string
  readonly gas?: bigint | number | string
  readonly nonce?: number
  readonly maxFeePerGas?: bigint | number | string
  readonly maxPriorityFeePerGas?: bigint | number | string
}
