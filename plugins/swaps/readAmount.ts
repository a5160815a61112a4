import { parseUnits } from '../../entries/plugin.js'

/** The amount typed in base units of `decimals`, or why it is not one: empty, not a number, too many decimals. */
export function readAmount(
  text: string,
  decimals: number,
): { readonly value: bigint } | { readonly problem: 'empty' | 'invalid' | 'decimals' | 'notPositive' } {
  const trimmed = text.trim()
  if (trimmed === '') return { problem: 'empty' }
  if (!/^\d{1,40}(\.\d{1,40})?$/.test(trimmed)) return { problem: 'invalid' }
  const fraction = trimmed.split('.')[1] ?? ''
  if (fraction.replace(/0+$/, '').length > decimals) return { problem: 'decimals' }
  const value = parseUnits(trimmed, decimals)
  return value === 0n ? { problem: 'notPositive' } : { value }
}
