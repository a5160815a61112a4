import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../entries/plugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { sendableTokens } from './sendableTokens.js'

const token = (patch: Partial<TokenBalance> = {}): TokenBalance => ({
  name: 'Dev USD',
  symbol: 'dUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 12.5,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
  ...patch,
})

describe('sendableTokens', () => {
  it('keeps the tokens of the network with their contract, in order, and adds native from the balance', () => {
    expect(sendableTokens([token()], devnetA, '1.5')).toEqual([
      { id: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: '1.5' },
      {
        id: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
        name: 'Dev USD',
        symbol: 'dUSD',
        decimals: 6,
        balance: '12.5',
        price: 1,
        contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      },
    ])
  })

  it('takes the native entry of the list, and only native from the balance when the list is empty', () => {
    const native = token({
      name: 'Ether',
      symbol: 'ETH',
      address: undefined,
      price: 3000,
      quantity: { decimals: '18', numeric: '2' },
    })
    expect(sendableTokens([native], devnetA, '1.5')).toEqual([
      { id: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: '2', price: 3000 },
    ])
    expect(sendableTokens([], devnetA, '0.25')).toEqual([
      { id: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: '0.25' },
    ])
    expect(sendableTokens([], devnetA, undefined)).toEqual([])
  })

  it('drops entries of another network, malformed ones and repeats', () => {
    const list = [
      token({ chainId: 'eip155:1' }),
      token({ address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3' }),
      token({ quantity: { decimals: 'six', numeric: '1' } }),
      token({ quantity: { decimals: '6', numeric: '-1' } }),
      token({ quantity: { decimals: '6', numeric: '1e5' } }),
      token({ symbol: 'x'.repeat(65) }),
      token({ address: 'not-caip' }),
      token({ address: undefined, quantity: { decimals: '6', numeric: '1' } }),
      token({ price: Number.NaN }),
      token(),
      null as unknown as TokenBalance,
    ]
    const tokens = sendableTokens(list, devnetA, undefined)
    expect(tokens).toHaveLength(1)
    expect(tokens[0]).not.toHaveProperty('price')
  })
})
