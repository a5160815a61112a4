import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyWalletResult } from './classifyWalletResult.js'

const hex = (length: number) => 'aF'.repeat(length).slice(0, length)

describe('classifyWalletResult', () => {
  it('recognises a transaction hash: 0x plus exactly 64 hex characters', () => {
    expect(classifyWalletResult(`0x${hex(64)}`)).toBe('transactionHash')
    expect(classifyWalletResult(`0x${'0'.repeat(64)}`)).toBe('transactionHash')
  })

  it('recognises a signature: 0x plus 62 or more hex characters other than 64', () => {
    expect(classifyWalletResult(`0x${hex(62)}`)).toBe('signature')
    expect(classifyWalletResult(`0x${hex(63)}`)).toBe('signature')
    expect(classifyWalletResult(`0x${hex(65)}`)).toBe('signature')
    expect(classifyWalletResult(`0x${hex(130)}`)).toBe('signature')
  })

  it.each([`0x${hex(61)}`, hex(64), `0X${hex(64)}`, `0x${hex(63)}g`, `0x${hex(64)} `, '0x', '', 'done'])(
    'classes %j as object',
    (value) => {
      expect(classifyWalletResult(value)).toBe('object')
    },
  )

  it('classes non-strings as object', () => {
    for (const value of [null, undefined, 1, { hash: `0x${hex(64)}` }, [`0x${hex(64)}`]]) {
      expect(classifyWalletResult(value)).toBe('object')
    }
  })

  it('depends only on the hex length for 0x-prefixed hex strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{0,140}$/), (body) => {
        const expected = body.length === 64 ? 'transactionHash' : body.length >= 62 ? 'signature' : 'object'
        expect(classifyWalletResult(`0x${body}`)).toBe(expected)
      }),
    )
  })

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(['transactionHash', 'signature', 'object']).toContain(classifyWalletResult(value))
      }),
    )
  })
})
