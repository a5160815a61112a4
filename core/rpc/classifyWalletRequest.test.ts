import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyWalletRequest } from './classifyWalletRequest.js'
import { safeWalletMethods } from './safeWalletMethods.js'
import { unsafeWalletMethods } from './unsafeWalletMethods.js'

describe('classifyWalletRequest', () => {
  it('classes every listed method by its list', () => {
    for (const method of safeWalletMethods) expect(classifyWalletRequest(method)).toBe('safe')
    for (const method of unsafeWalletMethods) expect(classifyWalletRequest(method)).toBe('unsafe')
  })

  it.each([
    'eth_sign',
    'eth_signTypedData',
    'wallet_switchEthereumChain',
    'PERSONAL_SIGN',
    'eth_call ',
    '',
    'toString',
    '__proto__',
    'constructor',
  ])('classes %j as unknown', (method) => {
    expect(classifyWalletRequest(method)).toBe('unknown')
  })

  it('classes any other string as unknown', () => {
    const listed = new Set<string>([...safeWalletMethods, ...unsafeWalletMethods])
    fc.assert(
      fc.property(fc.string(), (method) => {
        fc.pre(!listed.has(method))
        expect(classifyWalletRequest(method)).toBe('unknown')
      }),
    )
  })
})
