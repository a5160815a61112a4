import type { SendToken } from '../../entries/plugin.js'
import { parseUnits } from '../../entries/plugin.js'
import type { AmountProblem } from './AmountProblem.js'

/** The amount in the token's base units, exactly (no floats), or why it cannot be sent; `balance` overrides the token's (base units). */
export function checkAmount(
  text: string,
  token: SendToken,
  balance: bigint = parseUnits(token.balance, token.decimals),
): { readonly amount: bigint } | { readonly problem: AmountProblem } {
  const value = text.trim().replace(/^(\d*),(\d*)$/, '$1.$2')
  if (/^-/.test(value)) return { problem: 'notPositive' }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value)
  if (!match || (match[1] === '' && (match[2] ?? '') === '') || value.length > 80)
    return { problem: 'invalid' }
  if ((match[2] ?? '').replace(/0+$/, '').length > token.decimals) return { problem: 'decimals' }
  const amount = parseUnits(value, token.decimals)
  if (amount <= 0n) return { problem: 'notPositive' }
  if (amount > balance) return { problem: 'balance' }
  return { amount }
}
