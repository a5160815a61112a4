export interface Decimal {
  readonly negative: boolean
  readonly digits: string
  readonly exponent: number
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

/** Reads a bigint, finite number or decimal string (optional sign, point, exponent) as `±digits × 10^exponent`, else undefined. */
export function parseDecimal(value: unknown): Decimal | undefined {
  if (typeof value === 'bigint') {
    return { negative: value < 0n, digits: (value < 0n ? -value : value).toString(), exponent: 0 }
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const match = decimalPattern.exec(String(value).trim())
  if (!match) return undefined
  const [, sign, integer = '', fraction = '', exponent = '0'] = match
  if (integer === '' && fraction === '') return undefined
  return {
    negative: sign === '-',
    digits: `${integer}${fraction}`,
    exponent: Number(exponent) - fraction.length,
  }
}
