import { formatScaledInteger } from './formatScaledInteger.js'

/** `value / 10^decimals` as exact decimal text, trailing zeros trimmed; `decimals` must already be a valid count (formatUnits checks it). */
export function formatExactUnits(value: bigint, decimals: number): string {
  const fixed = formatScaledInteger(value, decimals)
  return decimals === 0 ? fixed : fixed.replace(/\.?0+$/, '')
}
