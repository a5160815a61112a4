const QUANTITY = /^\d{1,78}(\.\d{1,78})?$/

/** A non-negative decimal text of whole units (`12.5`), else undefined. */
export function readQuantity(value: unknown): string | undefined {
  return typeof value === 'string' && QUANTITY.test(value) ? value : undefined
}
