import { describe, expect, it } from 'vitest'
import { decodeTransfer } from '../../tests/fixtures/decodeTransfer.js'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'

describe('encodeErc20Transfer', () => {
  it('encodes transfer(to, amount) under the keccak-256 selector, address and amount as 32-byte words', () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const data = encodeErc20Transfer(to, 12_500_000n) as `0x${string}`
    expect(data).toHaveLength(2 + 8 + 128)
    expect(decodeTransfer(data)).toEqual({ to: to.toLowerCase(), amount: 12_500_000n })
    const most = encodeErc20Transfer(to, 2n ** 256n - 1n) as `0x${string}`
    expect(decodeTransfer(most)).toEqual({ to: to.toLowerCase(), amount: 2n ** 256n - 1n })
  })

  it('refuses what is not an address or a uint256', () => {
    expect(() => encodeErc20Transfer('0x1234', 1n)).toThrow('Invalid transaction')
    expect(() => encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', -1n)).toThrow(
      'Invalid transaction',
    )
    expect(() => encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 2n ** 256n)).toThrow(
      'Invalid transaction',
    )
  })
})
