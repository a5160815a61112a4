import type { SwapParams } from './SwapParams.js'

const TOKEN = /^(native|[A-Za-z0-9.$_-]{1,16}|eip155:\d{1,20}:0x[0-9a-fA-F]{40})$/
const AMOUNT = /^\d{1,40}(\.\d{1,40})?$/
const text = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined

/** The Swap view's params as far as they are well-formed (they come from the host): anything else is dropped, never thrown. */
export function readSwapParams(params: unknown): SwapParams {
  if (typeof params !== 'object' || params === null) return {}
  const { fromToken, toToken, amount } = params as Record<string, unknown>
  const checked = {
    fromToken: text(fromToken, TOKEN),
    toToken: text(toToken, TOKEN),
    amount: text(amount, AMOUNT),
  }
  return Object.fromEntries(Object.entries(checked).filter(([, value]) => value !== undefined))
}
