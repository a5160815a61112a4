import { GangwayError, invalidAmount } from '../../entries/plugin.js'

/** A caller-given amount in base units: an integer above 0 that fits in 64 bits. */
export function toBaseAmount(value: unknown): bigint {
  let amount: bigint
  try {
    amount = BigInt(value as bigint | number | string)
  } catch (cause) {
    throw new GangwayError(invalidAmount, { cause, details: `${String(value)} is not an integer amount` })
  }
  if (amount <= 0n || amount >= 2n ** 64n)
    throw new GangwayError(invalidAmount, { details: 'The amount must be above 0 and fit in 64 bits' })
  return amount
}
