/** An EIP-5792 (version 2.0.0) calls status: 100 pending, 200 confirmed, 500 reverted on chain (nothing of it applied). */
export interface CallsStatus {
  readonly version: '2.0.0'
  readonly id: string
  readonly chainId: `0x${string}`
  readonly atomic: boolean
  readonly status: number
  readonly receipts?: readonly {
    readonly logs: readonly {
      readonly address: string
      readonly data: string
      readonly topics: readonly string[]
    }[]
    readonly status: '0x1' | '0x0'
    readonly blockHash: string
    readonly blockNumber: `0x${string}`
    readonly gasUsed: `0x${string}`
    readonly transactionHash: string
  }[]
}
