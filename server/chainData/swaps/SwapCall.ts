/** A transaction a swap provider built for the visitor's wallet (eip155): quantities in base units. */
export interface SwapCall {
  readonly from: string
  readonly to: string
  readonly data: `0x${string}`
  readonly value: bigint
  readonly gas?: bigint
  readonly gasPrice: bigint
}
