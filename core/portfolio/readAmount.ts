/** A finite non-negative number (a value or a price), else undefined. */
export function readAmount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}
