import { describe, expect, it } from 'vitest'
import type { SendToken } from '../../entries/plugin.js'
import { checkAmount } from './checkAmount.js'

const usd: SendToken = { id: 'eip155:1:0xabc', name: 'Dev USD', symbol: 'dUSD', decimals: 6, balance: '12.5' }

describe('checkAmount', () => {
  it.each([
    ['1.5', 1_500_000n],
    ['0.000001', 1n],
    ['12.5', 12_500_000n],
    ['12.500000000', 12_500_000n],
    [' .5 ', 500_000n],
    ['3,25', 3_250_000n],
  ])('reads %s exactly in base units', (text, amount) => {
    expect(checkAmount(text, usd)).toEqual({ amount })
  })

  it.each([
    ['abc', 'invalid'],
    ['1.2.3', 'invalid'],
    ['.', 'invalid'],
    ['1e3', 'invalid'],
    ['-1', 'notPositive'],
    ['0', 'notPositive'],
    ['0.0000000', 'notPositive'],
    ['0.0000001', 'decimals'],
    ['1.1234567', 'decimals'],
    ['12.500001', 'balance'],
    ['13', 'balance'],
  ])('refuses %s: %s', (text, problem) => {
    expect(checkAmount(text, usd)).toEqual({ problem })
  })

  it('checks against an exact balance when given one (the native balance read from the chain)', () => {
    const eth: SendToken = { id: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: '1.000' }
    expect(checkAmount('1.0004', eth, 1_000_500_000_000_000_000n)).toEqual({
      amount: 1_000_400_000_000_000_000n,
    })
    expect(checkAmount('1.0004', eth)).toEqual({ problem: 'balance' })
  })

  it('takes whole numbers only for a token without decimals', () => {
    const points: SendToken = {
      id: 'eip155:1:0xdef',
      name: 'Dev Points',
      symbol: 'PTS',
      decimals: 0,
      balance: '40',
    }
    expect(checkAmount('40', points)).toEqual({ amount: 40n })
    expect(checkAmount('1.5', points)).toEqual({ problem: 'decimals' })
  })
})
