import type { TokenBalance } from '../types/Account.js'
import { portfolioLimits } from './portfolioLimits.js'

/** The tokens shown: native and tokens with a value, by value (highest first; native first on a tie), at most maxTokens. */
export function sortTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens
    .filter((token) => token.address === undefined || token.value !== undefined)
    .sort(
      (a, b) =>
        (b.value ?? 0) - (a.value ?? 0) ||
        Number(a.address !== undefined) - Number(b.address !== undefined) ||
        a.symbol.localeCompare(b.symbol),
    )
    .slice(0, portfolioLimits.maxTokens)
}
