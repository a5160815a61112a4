import type { WalletSendParams } from './WalletSendParams.js'

const text = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined

/** The view's params as far as they are well-formed (they come from the host): anything else is dropped, never thrown. */
export function readSendParams(params: unknown): WalletSendParams {
  if (typeof params !== 'object' || params === null) return {}
  const { token, amount, to } = params as Record<string, unknown>
  const checked = {
    token: text(token, /^(native|[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128})$/),
    amount: text(amount, /^\d{1,40}(\.\d{1,40})?$/),
    to: text(to, /^[-.:%a-zA-Z0-9]{1,128}$/),
  }
  return Object.fromEntries(Object.entries(checked).filter(([, value]) => value !== undefined))
}
