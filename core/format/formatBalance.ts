import { formatScaledInteger } from './formatScaledInteger.js'
import { parseDecimal } from './parseDecimal.js'
import { toScaledInteger } from './toScaledInteger.js'

/** Balance for display, floored toward -∞ to 3 decimals with exact decimal arithmetic (-0.0001 gives '-0.001'); '0.000' when missing or invalid. */
export function formatBalance(value: string | number | bigint | null | undefined): string {
  const decimal = parseDecimal(value)
  const scaled = decimal === undefined ? undefined : toScaledInteger(decimal, 3, 'floor')
  return formatScaledInteger(scaled ?? 0n, 3)
}
