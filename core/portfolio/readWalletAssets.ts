import type { TokenBalance } from '../types/Account.js'
import type { Network } from '../types/Network.js'
import { isRecord } from './isRecord.js'
import { portfolioLimits } from './portfolioLimits.js'
import { readWalletAsset } from './readWalletAsset.js'

/** The assets of `network` in a wallet_getAssets answer (`{ [hexChainId]: Asset[] }`); undefined when its structure is invalid (spec section 5: ignored). */
export function readWalletAssets(answer: unknown, network: Network): TokenBalance[] | undefined {
  if (!isRecord(answer)) return undefined
  const assets = answer[`0x${Number(network.id).toString(16)}`]
  if (assets === undefined) return []
  if (!Array.isArray(assets)) return undefined
  const seen = new Set<string>()
  const tokens: TokenBalance[] = []
  for (const asset of assets.slice(0, portfolioLimits.maxTokens)) {
    const token = readWalletAsset(asset, network)
    const key = token?.address ?? 'native'
    if (!token || seen.has(key)) continue
    seen.add(key)
    tokens.push(token)
  }
  return tokens
}
