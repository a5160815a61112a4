import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeWords } from './decodeWords.js'
import { encodeAbiCall } from './encodeAbiCall.js'

const abi = parseAbi([
  'function swapExactTokensForETH(uint256,uint256,address[],address,uint256)',
  'function getAmountsOut(uint256,address[])',
])
const a = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const b = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('encodeAbiCall', () => {
  it('encodes uint256, address and address[] arguments as the ABI does', () => {
    expect(encodeAbiCall('0x18cbafe5', [10n ** 20n, 7n, [a, b], b, 1_700_000_000n])).toBe(
      encodeFunctionData({
        abi,
        functionName: 'swapExactTokensForETH',
        args: [10n ** 20n, 7n, [a, b], b, 1_700_000_000n],
      }),
    )
    expect(encodeAbiCall('0xd06ca61f', [1n, [a, b, a]])).toBe(
      encodeFunctionData({ abi, functionName: 'getAmountsOut', args: [1n, [a, b, a]] }),
    )
  })

  it('reads whole words of an answer and refuses anything else', () => {
    expect(decodeWords(`0x${'0'.repeat(63)}5${'f'.repeat(64)}`, 'x')).toEqual([5n, 2n ** 256n - 1n])
    expect(() => decodeWords('0x', 'getPair')).toThrow('getPair: not an ABI answer')
    expect(() => decodeWords(`0x${'0'.repeat(63)}`, 'getPair')).toThrow('getPair: not an ABI answer')
  })
})
