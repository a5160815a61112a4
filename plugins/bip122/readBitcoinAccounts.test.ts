import { describe, expect, it } from 'vitest'
import { bitcoinAddressFormats } from './bitcoinAddressFormats.js'
import { readBitcoinAccounts } from './readBitcoinAccounts.js'

const regtest = [bitcoinAddressFormats['bip122:0f9188f13cb7b2c71f2a335e3a4fc328']!]
const payment = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const ordinals = 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv'
const key = `02${'ab'.repeat(32)}`

describe('readBitcoinAccounts', () => {
  it("reads sats-connect answers (a list or { addresses }) and puts payment first, typed 'payment' / 'ordinal'", () => {
    const list = [
      { address: ordinals, publicKey: 'ab'.repeat(32), purpose: 'ordinals', addressType: 'p2tr' },
      { address: payment, publicKey: key, purpose: 'payment', addressType: 'p2wpkh' },
    ]
    const expected = [
      { address: payment, type: 'payment', publicKey: key },
      { address: ordinals, type: 'ordinal', publicKey: 'ab'.repeat(32) },
    ]
    expect(readBitcoinAccounts(list, regtest)).toEqual(expected)
    expect(readBitcoinAccounts({ addresses: list }, regtest)).toEqual(expected)
  })

  it("reads WalletConnect's getAccountAddresses answer (intention, path), payment by default", () => {
    expect(
      readBitcoinAccounts(
        [
          { address: ordinals, intention: 'ordinal' },
          { address: payment, path: "m/84'/1'/0'/0/0" },
        ],
        regtest,
      ),
    ).toEqual([
      { address: payment, type: 'payment', path: "m/84'/1'/0'/0/0" },
      { address: ordinals, type: 'ordinal' },
    ])
  })

  it('drops hostile items: other networks, other purposes, bad keys and paths, duplicates, throwing getters', () => {
    const throwing = {
      get address() {
        throw new Error('boom')
      },
    }
    const answer = [
      null,
      throwing,
      { address: 'tb1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelvmc7t8', purpose: 'payment' },
      { address: 'SP3F7GQ48JY59521DZEE6KABHBF4Q33PEYJ823ZXQ', purpose: 'stacks' },
      { address: payment, purpose: 'spark' },
      { address: payment, purpose: 'payment', publicKey: '<script>', path: '../../etc' },
      { address: payment.toUpperCase(), purpose: 'payment' },
    ]
    expect(readBitcoinAccounts(answer, regtest)).toEqual([{ address: payment, type: 'payment' }])
    expect(readBitcoinAccounts('nope', regtest)).toEqual([])
    expect(readBitcoinAccounts({ addresses: 'nope' }, regtest)).toEqual([])
    expect(
      readBitcoinAccounts(
        Array.from({ length: 500 }, () => ({ address: payment })),
        regtest,
      ),
    ).toHaveLength(1)
  })
})
