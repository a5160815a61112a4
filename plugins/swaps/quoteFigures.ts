import { formatUnits } from '../../entries/plugin.js'
import type { SwapQuote } from './SwapQuote.js'
import { swapSettings } from './swapSettings.js'

const short = (value: number) => (value === 0 ? '0' : String(Number(value.toPrecision(6))))

/** What the Swap view shows of a quote: the rate (to per one from), price impact, the network fee (native and USD) and the minimum received at the slippage. */
export function quoteFigures(
  quote: SwapQuote,
  gasPrice: bigint,
  tokens: { readonly from: { readonly decimals: number }; readonly to: { readonly decimals: number } },
  native: { readonly decimals: number; readonly price?: number },
) {
  const sent = Number(formatUnits(quote.fromAmount, tokens.from.decimals))
  const received = Number(formatUnits(quote.toAmount, tokens.to.decimals))
  const fee = Number(formatUnits(quote.gasLimit * gasPrice, native.decimals))
  const minimum = (quote.toAmount * BigInt(10_000 - swapSettings.slippage * 100)) / 10_000n
  return {
    receive: formatUnits(quote.toAmount, tokens.to.decimals),
    rate: sent > 0 ? short(received / sent) : '0',
    priceImpact: quote.priceImpact < 0.01 ? '< 0.01' : quote.priceImpact.toFixed(2),
    fee: short(fee),
    feeUsd: native.price === undefined ? undefined : (fee * native.price).toFixed(2),
    minimum: short(Number(formatUnits(minimum, tokens.to.decimals))),
  }
}
