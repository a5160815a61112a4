const primes: number[] = []
for (let candidate = 2; primes.length < 64; candidate += 1)
  if (primes.every((prime) => candidate % prime !== 0)) primes.push(candidate)
const fraction = (value: number) => ((value - Math.floor(value)) * 2 ** 32) >>> 0
const roundConstants = primes.map((prime) => fraction(Math.cbrt(prime)))
const initial = primes.slice(0, 8).map((prime) => fraction(Math.sqrt(prime)))
const rotate = (value: number, bits: number) => (value >>> bits) | (value << (32 - bits))

/** SHA-256 of `data` (FIPS 180-4), small enough for the eager part: base58check checksums need it. */
export function sha256(data: Uint8Array): Uint8Array {
  const wordCount = ((data.length + 72) >> 6) << 4
  const words = new Uint32Array(wordCount)
  for (let index = 0; index < data.length; index += 1)
    words[index >> 2]! |= data[index]! << (24 - (index & 3) * 8)
  words[data.length >> 2]! |= 0x80 << (24 - (data.length & 3) * 8)
  words[wordCount - 2] = Math.floor(data.length / 2 ** 29)
  words[wordCount - 1] = data.length * 8
  const hash = initial.slice()
  const schedule = new Uint32Array(64)
  for (let offset = 0; offset < wordCount; offset += 16) {
    for (let t = 0; t < 64; t += 1) {
      if (t < 16) schedule[t] = words[offset + t]!
      else {
        const low = schedule[t - 15]!
        const high = schedule[t - 2]!
        schedule[t] =
          (rotate(low, 7) ^ rotate(low, 18) ^ (low >>> 3)) +
          schedule[t - 7]! +
          (rotate(high, 17) ^ rotate(high, 19) ^ (high >>> 10)) +
          schedule[t - 16]!
      }
    }
    let [a, b, c, d, e, f, g, h] = hash as [number, number, number, number, number, number, number, number]
    for (let t = 0; t < 64; t += 1) {
      const t1 =
        h +
        (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) +
        ((e & f) ^ (~e & g)) +
        roundConstants[t]! +
        schedule[t]!
      const t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))
      h = g
      g = f
      f = e
      e = (d + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    ;[a, b, c, d, e, f, g, h].forEach((value, index) => {
      hash[index] = (hash[index]! + value) >>> 0
    })
  }
  const out = new Uint8Array(32)
  hash.forEach((value, index) => {
    new DataView(out.buffer).setUint32(index * 4, value)
  })
  return out
}
