import { assertDecimals } from './assertDecimals.js'
import { formatScaledInteger } from './formatScaledInteger.js'
import { parseDecimal } from './parseDecimal.js'
import { toScaledInteger } from './toScaledInteger.js'

/** Number with exactly `decimals` decimals, rounded half away from zero with exact decimal arithmetic; zero when missing or invalid. */
export function formatNumber(value: string | number | bigint | null | undefined, decimals = 2): string {
  assertDecimals(decimals)
  const decimal = parseDecimal(value)
  const scaled = decimal === undefined ? undefined : toScaledInteger(decimal, decimals, 'halfExpand')
  return formatScaledInteger(scaled ?? 0n, decimals)
}
