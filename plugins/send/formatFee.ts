import { formatUnits } from '../../entries/plugin.js'

const SIGNIFICANT_DIGITS = 4

/**
 * A fee in base units as a decimal string of at most four significant digits, rounded up (an estimate is
 * never shown below what it may cost); whole units are kept: formatFee(35512891363755n, 18) is '0.00003552'.
 */
export function formatFee(fee: bigint, decimals: number): string {
  if (fee <= 0n) return formatUnits(0n, decimals)
  const cut = Math.min(Math.max(0, fee.toString().length - SIGNIFICANT_DIGITS), decimals)
  const unit = 10n ** BigInt(cut)
  return formatUnits(((fee + unit - 1n) / unit) * unit, decimals)
}
