import { GangwayError } from '../errors/GangwayError.js'
import { invalidAmount } from '../errors/messages/invalidAmount.js'
import { assertDecimals } from './assertDecimals.js'
import { formatExactUnits } from './formatExactUnits.js'

/** Exact decimal string of `value / 10^decimals` with trailing zeros trimmed (formatUnits(1500000n, 6) is '1.5'). */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  if (typeof value !== 'bigint') throw new GangwayError(invalidAmount, { details: 'value must be a bigint' })
  return formatExactUnits(value, decimals)
}
