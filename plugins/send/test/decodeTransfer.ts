import { keccak_256 } from '@noble/hashes/sha3.js'

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Reads ERC-20 `transfer(address,uint256)` calldata with the selector computed by keccak-256 (not by the code under test). */
export function decodeTransfer(data: string): { readonly to: string; readonly amount: bigint } {
  const selector = hex(keccak_256(new TextEncoder().encode('transfer(address,uint256)'))).slice(0, 8)
  const match = new RegExp(`^0x${selector}0{24}([0-9a-f]{40})([0-9a-f]{64})$`).exec(data)
  if (!match) throw new TypeError(`not transfer(address,uint256) calldata: ${data}`)
  return { to: `0x${match[1]}`, amount: BigInt(`0x${match[2]}`) }
}
