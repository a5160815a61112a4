import { type Address, createClient, type Hex, http } from 'viem'
import { estimateGas, waitForTransactionReceipt } from 'viem/actions'
import type { Eip155Receipt } from './Eip155Receipt.js'

export interface ChainReader {
  estimateGas(request: {
    readonly account: Address
    readonly to?: Address
    readonly data?: Hex
    readonly value?: bigint
  }): Promise<bigint>
  waitForReceipt(hash: Hex, timeoutMs: number): Promise<Eip155Receipt>
}

/** The chain reads of the actions over one RPC URL, in their own chunk: viem's public actions are the heavy part. */
export function createChainReader(url: string): ChainReader {
  const client = createClient({ transport: http(url), pollingInterval: 1_000 })
  return {
    estimateGas: (request) => estimateGas(client, request),
    async waitForReceipt(hash, timeoutMs) {
      const receipt = await waitForTransactionReceipt(client, { hash, timeout: timeoutMs })
      return {
        transactionHash: receipt.transactionHash,
        status: receipt.status,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        from: receipt.from,
        to: receipt.to,
        contractAddress: receipt.contractAddress,
      }
    },
  }
}
