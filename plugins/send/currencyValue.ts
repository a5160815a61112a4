import { formatNumber } from '../../entries/plugin.js'

const decimal = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/

const digits = (text: string) => {
  const match = decimal.exec(text)
  if (!match) return undefined
  const fraction = match[2] ?? ''
  return { digits: BigInt(`${match[1]}${fraction}`), exponent: Number(match[3] ?? 0) - fraction.length }
}

/** price × amount with 2 decimals, computed on exact decimals; undefined without a price or a valid amount. */
export function currencyValue(amount: string, price: number | undefined): string | undefined {
  if (price === undefined || !Number.isFinite(price) || price < 0) return undefined
  const left = digits(amount.trim())
  const right = digits(String(price))
  if (!left || !right) return undefined
  return formatNumber(`${left.digits * right.digits}e${left.exponent + right.exponent}`, 2)
}
