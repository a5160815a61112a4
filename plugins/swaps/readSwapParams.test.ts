import { describe, expect, it } from 'vitest'
import { findToken } from './findToken.js'
import { quoteFigures } from './quoteFigures.js'
import { readAmount } from './readAmount.js'
import { readSwapParams } from './readSwapParams.js'

const dgt = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const tokens = [
  {
    id: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    balance: '1',
  },
  { id: dgt, contract: dgt.slice(13), name: 'Gangway Dev Token', symbol: 'DGT', decimals: 18, balance: '5' },
]

describe('the Swap view inputs', () => {
  it('keeps only well-formed params from the host', () => {
    expect(readSwapParams({ fromToken: 'native', toToken: dgt, amount: '1.5' })).toEqual({
      fromToken: 'native',
      toToken: dgt,
      amount: '1.5',
    })
    expect(readSwapParams({ fromToken: '<script>', toToken: 42, amount: '-1' })).toEqual({})
    expect(readSwapParams('DGT')).toEqual({})
  })

  it('finds a token by native, symbol or CAIP-10 address in any case', () => {
    expect(findToken(tokens, 'native')?.symbol).toBe('ETH')
    expect(findToken(tokens, 'dgt')?.symbol).toBe('DGT')
    expect(findToken(tokens, dgt.toLowerCase())?.symbol).toBe('DGT')
    expect(findToken(tokens, 'PTS')).toBeUndefined()
  })

  it('reads an amount in base units or says why not', () => {
    expect(readAmount('1.5', 6)).toEqual({ value: 1_500_000n })
    expect(readAmount(' ', 6)).toEqual({ problem: 'empty' })
    expect(readAmount('1,5', 6)).toEqual({ problem: 'invalid' })
    expect(readAmount('0.0000001', 6)).toEqual({ problem: 'decimals' })
    expect(readAmount('0.000', 6)).toEqual({ problem: 'notPositive' })
  })

  it('shows a quote as rate, price impact, network fee and the minimum at 1% slippage', () => {
    const quote = { fromAmount: 10n ** 18n, toAmount: 2_961_100_000n, priceImpact: 0.99, gasLimit: 120_000n }
    expect(
      quoteFigures(
        quote,
        2_000_000_000n,
        { from: { decimals: 18 }, to: { decimals: 6 } },
        { decimals: 18, price: 3000 },
      ),
    ).toEqual({
      receive: '2961.1',
      rate: '2961.1',
      priceImpact: '0.99',
      fee: '0.00024',
      feeUsd: '0.72',
      minimum: '2931.49',
    })
    expect(
      quoteFigures(
        { ...quote, priceImpact: 0.001 },
        1n,
        { from: { decimals: 18 }, to: { decimals: 6 } },
        { decimals: 18 },
      ).priceImpact,
    ).toBe('< 0.01')
  })
})
