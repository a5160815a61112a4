import { GangwayError } from '../errors/GangwayError.js'
import { invalidAmount } from '../errors/messages/invalidAmount.js'
import { assertDecimals } from './assertDecimals.js'

const amountPattern = /^(-?)(\d*)(?:\.(\d*))?$/

/** Exact base units of a decimal string ('1.5', 6 gives 1500000n); throws GangwayError 'Invalid amount' on bad syntax or more precision than `decimals`. */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  const match = typeof value === 'string' ? amountPattern.exec(value) : null
  const [, sign = '', integer = '', fraction = ''] = match ?? []
  if (!match || (integer === '' && fraction === '')) {
    throw new GangwayError(invalidAmount, { details: 'Expected a decimal number such as 1.5' })
  }
  if (/[1-9]/.test(fraction.slice(decimals))) {
    throw new GangwayError(invalidAmount, { details: `At most ${decimals} decimals are allowed` })
  }
  const magnitude = BigInt(`0${integer}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  return sign === '-' ? -magnitude : magnitude
}
