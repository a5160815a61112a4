import type { TokenBalance } from '../types/Account.js'
import { safeUrl } from '../url/safeUrl.js'
import { caipAccountPattern } from './caipAccountPattern.js'
import { isRecord } from './isRecord.js'
import { readAmount } from './readAmount.js'
import { readQuantity } from './readQuantity.js'
import { readText } from './readText.js'

const DECIMALS = /^\d{1,3}$/

/**
 * One balance entry of the API for `chainId`, checked, else undefined: name and symbol, the chain asked,
 * a CAIP-10 token address on that chain (none for native), quantity with decimals 1 to 255 (0 is dropped, spec
 * section 5), finite non-negative price and value, an allow-listed icon ('' when missing or unsafe).
 */
export function readTokenBalance(entry: unknown, chainId: string): TokenBalance | undefined {
  if (!isRecord(entry) || entry.chainId !== chainId || !isRecord(entry.quantity)) return undefined
  const name = readText(entry.name)
  const symbol = readText(entry.symbol, 16)
  const numeric = readQuantity(entry.quantity.numeric)
  const decimals = entry.quantity.decimals
  if (!name || !symbol || numeric === undefined) return undefined
  if (typeof decimals !== 'string' || !DECIMALS.test(decimals)) return undefined
  if (Number(decimals) === 0 || Number(decimals) > 255) return undefined
  const address = entry.address
  if (address !== undefined && address !== null) {
    if (typeof address !== 'string' || !address.startsWith(`${chainId}:`)) return undefined
    if (!caipAccountPattern.test(address.slice(chainId.length + 1))) return undefined
  }
  const price = readAmount(entry.price) ?? 0
  const value = readAmount(entry.value)
  return {
    name,
    symbol,
    chainId,
    ...(typeof address === 'string' ? { address } : {}),
    ...(value === undefined ? {} : { value }),
    price,
    quantity: { decimals: String(Number(decimals)), numeric },
    iconUrl: safeUrl(entry.iconUrl, 'image') ?? '',
  }
}
