import type { Hex } from './Hex.js'

/** The receipt of a mined transaction. */
export interface Eip155Receipt {
  readonly transactionHash: Hex
  readonly status: 'success' | 'reverted'
  readonly blockNumber: bigint
  readonly gasUsed: bigint
  readonly from: string
  readonly to: string | null
  readonly contractAddress: string | null | undefined
}
