import type { TokenBalance } from '../types/Account.js'
import { isRecord } from './isRecord.js'
import { portfolioLimits } from './portfolioLimits.js'
import { readTokenBalance } from './readTokenBalance.js'
import { sortTokens } from './sortTokens.js'

/** The `{ balances }` answer of GET /v1/account/{address}/balance for `chainId`: invalid entries dropped, one per token, sorted by value; undefined when the answer itself is malformed. */
export function readTokenBalances(answer: unknown, chainId: string): TokenBalance[] | undefined {
  if (!isRecord(answer) || !Array.isArray(answer.balances)) return undefined
  const seen = new Set<string>()
  const tokens: TokenBalance[] = []
  for (const entry of answer.balances.slice(0, portfolioLimits.maxTokens * 2)) {
    const token = readTokenBalance(entry, chainId)
    const key = token?.address ?? 'native'
    if (!token || seen.has(key)) continue
    seen.add(key)
    tokens.push(token)
  }
  return sortTokens(tokens)
}
