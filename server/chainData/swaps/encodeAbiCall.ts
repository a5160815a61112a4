const word = (value: bigint) => value.toString(16).padStart(64, '0')
const addressWord = (address: string) => address.slice(2).toLowerCase().padStart(64, '0')
const staticWord = (value: bigint | string) => (typeof value === 'bigint' ? word(value) : addressWord(value))

/** The calldata of a call with a 4-byte selector and uint256, address and address[] arguments (ABI encoded, no SDK). */
export function encodeAbiCall(
  selector: string,
  args: readonly (bigint | string | readonly string[])[],
): `0x${string}` {
  const heads: string[] = []
  const tails: string[] = []
  let offset = BigInt(args.length * 32)
  for (const arg of args) {
    if (typeof arg === 'bigint' || typeof arg === 'string') {
      heads.push(staticWord(arg))
      continue
    }
    heads.push(word(offset))
    const tail = word(BigInt(arg.length)) + arg.map(addressWord).join('')
    tails.push(tail)
    offset += BigInt(tail.length / 2)
  }
  return `${selector}${heads.join('')}${tails.join('')}` as `0x${string}`
}
