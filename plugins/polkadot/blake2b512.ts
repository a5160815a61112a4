const mask = (1n << 64n) - 1n
const iv = [
  0x6a09e667f3bcc908n,
  0xbb67ae8584caa73bn,
  0x3c6ef372fe94f82bn,
  0xa54ff53a5f1d36f1n,
  0x510e527fade682d1n,
  0x9b05688c2b3e6c1fn,
  0x1f83d9abfb41bd6bn,
  0x5be0cd19137e2179n,
]
const sigma = [
  '0123456789abcdef',
  'ea489fd61c02b753',
  'b8c052fdae367194',
  '7931dcbe265a40f8',
  '905724afe1bc683d',
  '2c6a0b834d75fe19',
  'c51fed4a0763928b',
  'db7ec13950f4862a',
  '6fe9b308c2d714a5',
  'a2847615fb9e3cd0',
].map((row) => [...row].map((digit) => Number.parseInt(digit, 16)))

const rotr = (value: bigint, bits: bigint) => ((value >> bits) | (value << (64n - bits))) & mask

const mix = (v: bigint[], a: number, b: number, c: number, d: number, x: bigint, y: bigint) => {
  v[a] = (v[a]! + v[b]! + x) & mask
  v[d] = rotr(v[d]! ^ v[a]!, 32n)
  v[c] = (v[c]! + v[d]!) & mask
  v[b] = rotr(v[b]! ^ v[c]!, 24n)
  v[a] = (v[a]! + v[b]! + y) & mask
  v[d] = rotr(v[d]! ^ v[a]!, 16n)
  v[c] = (v[c]! + v[d]!) & mask
  v[b] = rotr(v[b]! ^ v[c]!, 63n)
}

/** BLAKE2b with a 64-byte digest and no key (RFC 7693), small rather than fast: for SS58 checksums of short inputs. */
export function blake2b512(input: Uint8Array): Uint8Array {
  const h = iv.slice()
  h[0]! ^= 0x01010040n
  const blocks = Math.max(1, Math.ceil(input.length / 128))
  for (let index = 0; index < blocks; index += 1) {
    const block = new Uint8Array(128)
    block.set(input.subarray(index * 128, index * 128 + 128))
    const words = new DataView(block.buffer)
    const m = Array.from({ length: 16 }, (_, word) => words.getBigUint64(word * 8, true))
    const v = [...h, ...iv]
    v[12]! ^= BigInt(Math.min(input.length, (index + 1) * 128))
    if (index === blocks - 1) v[14]! ^= mask
    for (let round = 0; round < 12; round += 1) {
      const s = sigma[round % 10]!
      const word = (at: number) => m[s[at]!]!
      mix(v, 0, 4, 8, 12, word(0), word(1))
      mix(v, 1, 5, 9, 13, word(2), word(3))
      mix(v, 2, 6, 10, 14, word(4), word(5))
      mix(v, 3, 7, 11, 15, word(6), word(7))
      mix(v, 0, 5, 10, 15, word(8), word(9))
      mix(v, 1, 6, 11, 12, word(10), word(11))
      mix(v, 2, 7, 8, 13, word(12), word(13))
      mix(v, 3, 4, 9, 14, word(14), word(15))
    }
    for (let at = 0; at < 8; at += 1) h[at] = h[at]! ^ v[at]! ^ v[at + 8]!
  }
  const out = new DataView(new ArrayBuffer(64))
  for (const [at, word] of h.entries()) out.setBigUint64(at * 8, word, true)
  return new Uint8Array(out.buffer)
}
