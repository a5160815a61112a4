import { GangwayError } from '../errors/GangwayError.js'
import { invalidTransaction } from '../errors/messages/invalidTransaction.js'

const word = (hex: string) => hex.padStart(64, '0')

/** Calldata of ERC-20 `transfer(to, amount)`: selector 0xa9059cbb, then the address and the amount as 32-byte words. */
export function encodeErc20Transfer(to: string, amount: bigint): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(to) || amount < 0n || amount >= 2n ** 256n)
    throw new GangwayError(invalidTransaction, {
      details: 'transfer(to, amount) needs an address and a uint256',
    })
  return `0xa9059cbb${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}
