const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/
const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Why `amount` cannot be bought with the method's limits (the message key and its values), else undefined. */
export function amountProblem(
  amount: string,
  limits: { readonly min: number; readonly max: number } | undefined,
  currency: string,
):
  | { readonly key: 'onramp.error.amount' }
  | { readonly key: 'onramp.error.limits'; readonly values: Record<string, string> }
  | undefined {
  const text = amount.trim()
  if (!AMOUNT.test(text) || Number(text) <= 0) return { key: 'onramp.error.amount' }
  if (limits && (Number(text) < limits.min || Number(text) > limits.max))
    return {
      key: 'onramp.error.limits',
      values: { min: money(limits.min), max: money(limits.max), currency },
    }
  return undefined
}
