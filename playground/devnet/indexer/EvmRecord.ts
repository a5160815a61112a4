/** A token Transfer log the indexer kept: ERC-20 (amount) or ERC-721 (tokenId); addresses lower-case. */
export interface EvmTransferLog {
  readonly contract: `0x${string}`
  readonly from: `0x${string}`
  readonly to: `0x${string}`
  readonly amount?: bigint
  readonly tokenId?: bigint
}

/** A transaction of an indexed anvil chain with what history needs; addresses lower-case. */
export interface EvmRecord {
  readonly hash: `0x${string}`
  readonly blockNumber: number
  readonly index: number
  /** Unix seconds of its block. */
  readonly timestamp: number
  readonly from: `0x${string}`
  readonly to: `0x${string}` | null
  readonly value: bigint
  readonly selector: string
  readonly status: 'confirmed' | 'failed'
  readonly logs: readonly EvmTransferLog[]
}
