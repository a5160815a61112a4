/** A transaction the swap API built, as the wallet gets it (eth_sendTransaction fields). */
export interface SwapRequest {
  readonly to: string
  readonly data: string
  readonly value: bigint
  readonly gas?: bigint
}
