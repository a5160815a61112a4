import type { SwapCall } from './SwapCall.js'
import type { SwapPair } from './SwapPair.js'
import type { SwapQuote } from './SwapQuote.js'
import type { SwapToken } from './SwapToken.js'

/**
 * Where the server's /v1/convert/* answers come from (eip155). The server checks the chain, addresses and amounts
 * first; a provider throws InvalidChainDataRequest for a trade it cannot make (no pool): 400 with its message.
 */
export interface SwapProvider {
  /** CAIP-2 ids of the chains it swaps on (added to the spec's swap networks). */
  chains(): readonly string[]
  tokens(chainId: string, options: { readonly signal: AbortSignal }): Promise<readonly SwapToken[]>
  quote(
    pair: SwapPair & { readonly amount: bigint; readonly user: string; readonly signal: AbortSignal },
  ): Promise<SwapQuote>
  /** What `owner` allows the provider's router to take of an ERC-20. */
  allowance(options: {
    readonly chainId: string
    readonly token: string
    readonly owner: string
    readonly signal: AbortSignal
  }): Promise<bigint>
  gasPrice(chainId: string, options: { readonly signal: AbortSignal }): Promise<bigint>
  /** The approve of `from` (an ERC-20) for the router: `amount`, or unlimited when absent. */
  buildApprove(
    pair: SwapPair & { readonly user: string; readonly amount?: bigint; readonly signal: AbortSignal },
  ): Promise<SwapCall>
  /** The swap of exactly `amount` of `from`, receiving at least the quote less `slippage` percent. */
  buildTransaction(
    pair: SwapPair & {
      readonly user: string
      readonly amount: bigint
      readonly slippage: number
      readonly estimate: boolean
      readonly signal: AbortSignal
    },
  ): Promise<SwapCall>
}
