import type { SwapQuote } from './SwapQuote.js'
import type { SwapRequest } from './SwapRequest.js'

/** Token, account and chain arguments of the swap API: CAIP-10 addresses of one eip155 chain. */
type Trade = {
  readonly from: string
  readonly to: string
  readonly userAddress: string
  readonly signal?: AbortSignal
}

/** The swap API (/v1/convert/*) of the blockchain API, its answers checked. */
export interface SwapClient {
  tokens(
    chainId: string,
    signal?: AbortSignal,
  ): Promise<readonly { address: string; name: string; symbol: string; decimals: number }[]>
  quote(trade: Trade & { readonly amount: bigint }): Promise<SwapQuote>
  allowance(token: string, userAddress: string, signal?: AbortSignal): Promise<bigint>
  gasPrice(chainId: string, signal?: AbortSignal): Promise<bigint>
  buildApprove(trade: Trade & { readonly amount: bigint }): Promise<SwapRequest>
  buildTransaction(
    trade: Trade & { readonly amount: bigint; readonly slippage: number },
  ): Promise<SwapRequest>
}
