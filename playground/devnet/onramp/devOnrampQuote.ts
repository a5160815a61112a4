import { InvalidChainDataRequest } from '../../../server/chainData/InvalidChainDataRequest.js'
import type { OnrampOptions } from '../../../server/onramp/OnrampOptions.js'
import type { OnrampQuote } from '../../../server/onramp/OnrampQuote.js'
import type { OnrampQuoteRequest } from '../../../server/onramp/OnrampQuoteRequest.js'
import { devOnrampLimits } from './devOnrampLimits.js'

const USD_PER: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }
const DECIMALS = 6

/**
 * The dev provider's quote: the fee is 2% under 100 (of the payment currency) and 1% from 100 on (the spec's
 * 1–2%), no network fee; the rest buys the currency at the devnet's USD price, rounded down to 6 decimals.
 * Throws InvalidChainDataRequest for a currency, network or amount it does not sell.
 */
export function devOnrampQuote(
  request: OnrampQuoteRequest,
  currencies: OnrampOptions['purchaseCurrencies'],
  usdPrice: (symbol: string) => number | undefined,
): OnrampQuote {
  const currency = currencies.find((item) => item.id === request.purchaseCurrency)
  if (!currency) throw new InvalidChainDataRequest(`Unknown purchaseCurrency ${request.purchaseCurrency}`)
  if (!currency.networks.some((network) => network.chain_id === request.network))
    throw new InvalidChainDataRequest(`${request.purchaseCurrency} is not sold on ${request.network}`)
  const rate = USD_PER[request.paymentCurrency]
  if (rate === undefined)
    throw new InvalidChainDataRequest(`Unknown paymentCurrency ${request.paymentCurrency}`)
  const cents = Math.round(Number(request.amount) * 100)
  const min = Math.min(...devOnrampLimits.map((limit) => Number(limit.min) * 100))
  const max = Math.max(...devOnrampLimits.map((limit) => Number(limit.max) * 100))
  if (cents < min || cents > max)
    throw new InvalidChainDataRequest(
      `amount must be from ${(min / 100).toFixed(2)} to ${(max / 100).toFixed(2)} ${request.paymentCurrency}`,
    )
  const price = usdPrice(request.purchaseCurrency === 'USDC' ? 'dUSD' : request.purchaseCurrency)
  if (!price) throw new InvalidChainDataRequest(`No price for ${request.purchaseCurrency}`)
  const feeCents = Math.ceil((cents * (cents < 10_000 ? 2 : 1)) / 100)
  const subtotal = cents - feeCents
  const units = BigInt(Math.floor(((subtotal / 100) * rate * 10 ** DECIMALS) / price))
  const whole = units / 10n ** BigInt(DECIMALS)
  const fraction = (units % 10n ** BigInt(DECIMALS)).toString().padStart(DECIMALS, '0').replace(/0+$/, '')
  const money = (value: number) => ({ amount: (value / 100).toFixed(2), currency: request.paymentCurrency })
  return {
    purchaseAmount: {
      amount: fraction ? `${whole}.${fraction}` : `${whole}`,
      currency: request.purchaseCurrency,
    },
    paymentSubtotal: money(subtotal),
    paymentTotal: money(cents),
    coinbaseFee: money(feeCents),
    networkFee: money(0),
    quoteId: `dev-${request.purchaseCurrency}-${cents}-${request.network}`,
  }
}
