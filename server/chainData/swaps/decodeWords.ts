/** The 32-byte words of an eth_call answer as unsigned integers; an Error when it is not whole words of hex. */
export function decodeWords(answer: unknown, what: string): bigint[] {
  if (typeof answer !== 'string' || !/^0x([0-9a-fA-F]{64}){1,64}$/.test(answer))
    throw new Error(`${what}: not an ABI answer`)
  const words: bigint[] = []
  for (let index = 2; index < answer.length; index += 64)
    words.push(BigInt(`0x${answer.slice(index, index + 64)}`))
  return words
}
