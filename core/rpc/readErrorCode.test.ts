import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readErrorCode } from './readErrorCode.js'

describe('readErrorCode', () => {
  it('reads integer codes and numeric-string codes', () => {
    expect(readErrorCode({ code: 4001 })).toBe(4001)
    expect(readErrorCode({ code: -32603 })).toBe(-32603)
    expect(readErrorCode({ code: '4902' })).toBe(4902)
    expect(readErrorCode({ code: '-32000' })).toBe(-32000)
    expect(readErrorCode(Object.assign(new Error('x'), { code: 4100 }))).toBe(4100)
  })

  it('ignores non-integer and non-numeric codes', () => {
    for (const code of [
      'ACTION_REJECTED',
      '',
      '4001a',
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      {},
    ]) {
      expect(readErrorCode({ code })).toBeUndefined()
    }
    expect(readErrorCode(4001)).toBeUndefined()
    expect(readErrorCode(null)).toBeUndefined()
  })

  it('gives an integer or undefined for anything', () => {
    fc.assert(
      fc.property(fc.anything(), (code) => {
        const result = readErrorCode({ code })
        if (result !== undefined) expect(Number.isSafeInteger(result)).toBe(true)
      }),
    )
  })
})
