import type { SwapToken } from './SwapToken.js'

/** The token a Swap param names: 'native', a symbol (any case) or a CAIP-10 address (any case). */
export function findToken(tokens: readonly SwapToken[], wanted: string | undefined): SwapToken | undefined {
  if (!wanted) return undefined
  if (wanted === 'native') return tokens.find((token) => token.contract === undefined)
  const lower = wanted.toLowerCase()
  return (
    tokens.find((token) => token.id.toLowerCase() === lower) ??
    tokens.find((token) => token.symbol.toLowerCase() === lower)
  )
}
