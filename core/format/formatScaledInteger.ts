/** Writes `value / 10^scale` with exactly `scale` decimals (e.g. 1500n, 3 gives '1.500'). */
export function formatScaledInteger(value: bigint, scale: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0')
  const integer = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale)
  return `${negative ? '-' : ''}${integer}${scale > 0 ? `.${fraction}` : ''}`
}
