import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipAddress } from './isCaipAddress.js'

const evm = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('isCaipAddress', () => {
  it.each([
    `eip155:1:${evm}`,
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    'polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    'eip155:1:a.b-c%20',
    'tezos:NetXdQprcVkpaWU:tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
    `eip155:1:${'a'.repeat(128)}`,
  ])('accepts %s', (value) => {
    expect(isCaipAddress(value)).toBe(true)
  })

  it.each([
    '',
    'eip155:1',
    `eip155:${evm}`,
    `eip155:1:${evm}:extra`,
    `eip155::${evm}`,
    'eip155:1:',
    `:1:${evm}`,
    `ab:1:${evm}`,
    `EIP155:1:${evm}`,
    `eip155:1:${evm} `,
    'eip155:1:a/b',
    `eip155:1:${'a'.repeat(129)}`,
    `eip155:${'1'.repeat(33)}:${evm}`,
  ])('rejects %j', (value) => {
    expect(isCaipAddress(value)).toBe(false)
  })

  it('rejects non-strings', () => {
    for (const value of [1, null, undefined, {}, ['eip155', '1', evm]])
      expect(isCaipAddress(value)).toBe(false)
  })

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isCaipAddress(value) === 'boolean'))
  })
})
