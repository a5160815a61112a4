import type { Decimal } from './parseDecimal.js'

export type Rounding = 'floor' | 'halfExpand'

const maxShift = 1000

/** The decimal times 10^scale as a bigint, rounded toward -∞ ('floor') or half away from zero; undefined past 10^1000. */
export function toScaledInteger(decimal: Decimal, scale: number, rounding: Rounding): bigint | undefined {
  const magnitude = BigInt(decimal.digits)
  const shift = decimal.exponent + scale
  const sign = decimal.negative ? -1n : 1n
  if (magnitude === 0n) return 0n
  if (shift >= 0) return shift > maxShift ? undefined : sign * magnitude * 10n ** BigInt(shift)
  const divisorDigits = -shift
  const divisor = divisorDigits > decimal.digits.length ? undefined : 10n ** BigInt(divisorDigits)
  const quotient = divisor === undefined ? 0n : magnitude / divisor
  const remainder = divisor === undefined ? magnitude : magnitude % divisor
  const awayFromZero =
    rounding === 'floor'
      ? decimal.negative && remainder !== 0n
      : divisor !== undefined && remainder * 2n >= divisor
  return sign * (awayFromZero ? quotient + 1n : quotient)
}
