import type { TokenBalance } from '../types/Account.js'
import { nativeTokenAddress } from './nativeTokenAddress.js'

/** `tokens` with the price of `prices` (by lower-case CAIP-10 address, native by its price-API address) where they had none, and their value. */
export function priceTokens(
  tokens: readonly TokenBalance[],
  prices: ReadonlyMap<string, number>,
): TokenBalance[] {
  return tokens.map((token) => {
    const key = (token.address ?? nativeTokenAddress(token.chainId) ?? '').toLowerCase()
    const price = token.price > 0 ? token.price : prices.get(key)
    if (price === undefined) return token
    const value = price * Number(token.quantity.numeric)
    return Number.isFinite(value) ? { ...token, price, value } : token
  })
}
