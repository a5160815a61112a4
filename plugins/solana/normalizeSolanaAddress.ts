const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The address when it is 32 to 44 base58 characters that decode to exactly 32 bytes (a public key), else undefined. */
export function normalizeSolanaAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !base58Address.test(value)) return undefined
  let zeros = 0
  while (value[zeros] === '1') zeros++
  let number = 0n
  for (const char of value.slice(zeros)) number = number * 58n + BigInt(alphabet.indexOf(char))
  const hex = number ? number.toString(16) : ''
  return zeros + ((hex.length + 1) >> 1) === 32 ? value : undefined
}
