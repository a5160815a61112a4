/** Exact decimal text of `value / 10^decimals`, trailing zeros trimmed (formatLamports(1500000000n, 9) is '1.5'). */
export function formatLamports(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
