import { describe, expect, it } from 'vitest'
import { validateCalls } from './validateCalls.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateCalls (wallet_sendCalls, spec section 5)', () => {
  it('accepts calls whose to starts with 0x and whose data is absent or 0x-prefixed', () => {
    const calls = [{ to }, { to, data: '0x' }, { to, data: '0xa9059cbb', value: 1n }]
    expect(validateCalls(calls)).toBe(calls)
  })

  it.each([
    [[], 'calls must be a non-empty list'],
    ['0x', 'calls must be a non-empty list'],
    [[{ to: to.slice(2) }], 'calls[0].to must start with 0x'],
    [[{ to }, { data: '0x' }], 'calls[1].to must start with 0x'],
    [[null], 'calls[0].to must start with 0x'],
    [[{ to, data: 'a9059cbb' }], 'calls[0].data must start with 0x'],
    [[{ to, data: '0xzz' }], 'calls[0].data must start with 0x'],
    [[{ to, data: 12 }], 'calls[0].data must start with 0x'],
  ])('refuses %j', (calls, details) => {
    expect(() => validateCalls(calls)).toThrow(
      expect.objectContaining({ message: 'Invalid wallet_sendCalls request', details }),
    )
  })
})
