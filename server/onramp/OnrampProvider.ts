import type { OnrampOptions } from './OnrampOptions.js'
import type { OnrampQuote } from './OnrampQuote.js'
import type { OnrampQuoteRequest } from './OnrampQuoteRequest.js'
import type { OnrampUrlRequest } from './OnrampUrlRequest.js'

/**
 * Where the on-ramp API's answers come from (ServerOptions.onramp); the server validates each request before
 * asking. A provider throws InvalidChainDataRequest for a request it cannot serve as asked (400); any other
 * failure is a 502, and the widget falls back to the spec's defaults.
 */
export interface OnrampProvider {
  options(options: { readonly signal: AbortSignal }): Promise<OnrampOptions>
  quote(request: OnrampQuoteRequest, options: { readonly signal: AbortSignal }): Promise<OnrampQuote>
  /** The checkout link of POST /v1/generators/onrampurl. */
  checkoutUrl(request: OnrampUrlRequest, options: { readonly signal: AbortSignal }): Promise<string>
}
