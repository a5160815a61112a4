import type { SwapQuote } from './SwapQuote.js'

/** The quote of the current form: none yet, being asked (debounced), answered with the gas price and allowance, or refused. */
export type QuoteState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready'
      readonly quote: SwapQuote
      readonly gasPrice: bigint
      readonly allowance: bigint
    }
  | { readonly status: 'error'; readonly message: string }
