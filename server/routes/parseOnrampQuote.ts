import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import type { OnrampQuoteRequest } from '../onramp/OnrampQuoteRequest.js'

const CURRENCY = /^[A-Za-z0-9]{2,16}$/
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/

/** `purchaseCurrency` and `paymentCurrency` as an id or `{ id }`. */
const currency = (value: unknown): string | undefined => {
  const id =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>).id
      : value
  return typeof id === 'string' && CURRENCY.test(id) ? id : undefined
}

/** The body of POST /v1/onramp/quote checked: the request, or the 400's reason naming the bad field. */
export function parseOnrampQuote(
  input: Record<string, unknown>,
): OnrampQuoteRequest | { readonly reason: string } {
  const purchaseCurrency = currency(input.purchaseCurrency)
  if (!purchaseCurrency) return { reason: 'Invalid purchaseCurrency: expected a currency id such as USDC' }
  const paymentCurrency = currency(input.paymentCurrency)
  if (!paymentCurrency) return { reason: 'Invalid paymentCurrency: expected a currency id such as USD' }
  const raw = input.amount
  const amount = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw
  if (typeof amount !== 'string' || !AMOUNT.test(amount))
    return { reason: 'Invalid amount: expected a decimal amount with at most 2 decimals' }
  if (Number(amount) <= 0) return { reason: 'Invalid amount: must be above 0' }
  const network = input.network
  if (typeof network !== 'string' || !isCaipNetworkId(network))
    return { reason: 'Invalid network: expected a CAIP-2 network id' }
  return {
    purchaseCurrency: purchaseCurrency.toUpperCase(),
    paymentCurrency: paymentCurrency.toUpperCase(),
    amount,
    network,
  }
}
