import { isRecord } from './isRecord.js'
import { portfolioLimits } from './portfolioLimits.js'
import { readAmount } from './readAmount.js'

/** The prices of a POST /v1/fungible/price answer, by the address asked (lower case); entries not asked for or without a finite price are dropped. */
export function readPrices(answer: unknown, asked: readonly string[]): Map<string, number> {
  const wanted = new Set(asked.map((address) => address.toLowerCase()))
  const prices = new Map<string, number>()
  if (!isRecord(answer) || !Array.isArray(answer.fungibles)) return prices
  for (const entry of answer.fungibles.slice(0, portfolioLimits.maxTokens)) {
    if (!isRecord(entry) || typeof entry.address !== 'string') continue
    const address = entry.address.toLowerCase()
    const price = readAmount(entry.price)
    if (wanted.has(address) && price !== undefined) prices.set(address, price)
  }
  return prices
}
