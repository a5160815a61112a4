import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from './isCaipNetworkId.js'

describe('isCaipNetworkId', () => {
  it.each([
    'eip155:1',
    'eip155:11155111',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    'bip122:000000000019d6689c085ae165831e93',
    'cosmos:cosmoshub-4',
    'cosmos:a_b',
    'near:mainnet',
    'tezos:NetXdQprcVkpaWU',
    `eip155:${'9'.repeat(32)}`,
  ])('accepts %s', (value) => {
    expect(isCaipNetworkId(value)).toBe(true)
  })

  it.each([
    '',
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xabc',
    'eip155::1',
    'ab:mainnet',
    'toolongns:1',
    'eip_155:1',
    'EIP155:1',
    'eip155:1 ',
    ' eip155:1',
    'eip155:1.5',
    'eip155:a/b',
    `eip155:${'9'.repeat(33)}`,
  ])('rejects %j', (value) => {
    expect(isCaipNetworkId(value)).toBe(false)
  })

  it('rejects non-strings', () => {
    for (const value of [1, null, undefined, {}, ['eip155', '1'], { toString: () => 'eip155:1' }]) {
      expect(isCaipNetworkId(value)).toBe(false)
    }
  })

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isCaipNetworkId(value) === 'boolean'))
  })
})
