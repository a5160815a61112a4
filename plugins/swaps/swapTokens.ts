import type { TokenBalance } from '../../entries/plugin.js'
import type { SwapToken } from './SwapToken.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const WHOLE = /^\d{1,60}(\.\d{1,60})?$/

/**
 * The Swap view's tokens: the swap API's list for the chain with the visitor's balances from the portfolio
 * (matched by CAIP-10 address, the native coin by its missing address; 0 when not held) and their prices.
 */
export function swapTokens(
  listed: readonly { address: string; name: string; symbol: string; decimals: number }[],
  held: readonly TokenBalance[],
  chainId: string,
  nativeBalance: string | undefined,
): readonly SwapToken[] {
  return listed.map((token) => {
    const contract = token.address.slice(chainId.length + 1)
    const native = contract.toLowerCase() === NATIVE
    const item = held.find(
      (balance) =>
        balance.chainId === chainId &&
        (native
          ? balance.address === undefined
          : balance.address?.toLowerCase() === token.address.toLowerCase()),
    )
    const numeric = item?.quantity?.numeric
    const balance =
      typeof numeric === 'string' && WHOLE.test(numeric)
        ? numeric
        : native && nativeBalance && WHOLE.test(nativeBalance)
          ? nativeBalance
          : '0'
    const price =
      typeof item?.price === 'number' && Number.isFinite(item.price) && item.price >= 0
        ? item.price
        : undefined
    return {
      id: token.address,
      ...(native ? {} : { contract }),
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      balance,
      ...(price === undefined ? {} : { price }),
    }
  })
}
