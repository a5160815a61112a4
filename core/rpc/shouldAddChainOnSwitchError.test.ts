import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shouldAddChainOnSwitchError } from './shouldAddChainOnSwitchError.js'

describe('shouldAddChainOnSwitchError', () => {
  it.each([4902, 5000, -32603, 32603, '4902'])('is true for code %j', (code) => {
    expect(shouldAddChainOnSwitchError({ code, message: 'Unrecognized chain' })).toBe(true)
  })

  it('is true for MetaMask’s nested data.originalError.code', () => {
    expect(
      shouldAddChainOnSwitchError({
        code: -32000,
        data: { originalError: { code: 4902, message: 'Unrecognized' } },
      }),
    ).toBe(true)
    expect(shouldAddChainOnSwitchError({ message: 'x', data: { originalError: { code: 4902 } } })).toBe(true)
  })

  it('is true when the code sits in a nested cause', () => {
    expect(shouldAddChainOnSwitchError(new Error('switch failed', { cause: { code: 4902 } }))).toBe(true)
  })

  it('is false for a rejection or any other code, even with a deeper add-chain code', () => {
    expect(shouldAddChainOnSwitchError({ code: 4001 })).toBe(false)
    expect(shouldAddChainOnSwitchError({ code: 4001, cause: { code: 4902 } })).toBe(false)
    expect(shouldAddChainOnSwitchError({ code: -32602 })).toBe(false)
    expect(shouldAddChainOnSwitchError(Object.assign(new Error('x'), { code: 4100 }))).toBe(false)
  })

  it('is false when there is no code at all', () => {
    expect(shouldAddChainOnSwitchError(new Error('Unrecognized chain ID'))).toBe(false)
    expect(shouldAddChainOnSwitchError('4902')).toBe(false)
    expect(shouldAddChainOnSwitchError(null)).toBe(false)
  })

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof shouldAddChainOnSwitchError(value) === 'boolean'))
  })
})
