const rate = 136
const pi: number[] = []
const rotations: number[] = []
const iota: number[] = []
for (let round = 0, r = 1, x = 1, y = 0; round < 24; round++) {
  ;[x, y] = [y, (2 * x + 3 * y) % 5]
  pi.push(2 * (x + 5 * y))
  rotations.push((((round + 1) * (round + 2)) / 2) % 64)
  let lo = 0
  let hi = 0
  for (let j = 0; j < 7; j++) {
    r = ((r << 1) ^ ((r >> 7) * 0x71)) & 255
    const bit = (1 << j) - 1
    if (r & 2 && bit < 32) lo ^= 1 << bit
    else if (r & 2) hi ^= 1 << (bit - 32)
  }
  iota.push(lo, hi)
}

const rotl = (lo: number, hi: number, n: number): [number, number] => {
  if (n >= 32) [lo, hi, n] = [hi, lo, n - 32]
  return n ? [(lo << n) | (hi >>> (32 - n)), (hi << n) | (lo >>> (32 - n))] : [lo, hi]
}

const permute = (s: Int32Array) => {
  const c = new Int32Array(10)
  for (let round = 0; round < 48; round += 2) {
    for (let i = 0; i < 10; i++) c[i] = s[i]! ^ s[i + 10]! ^ s[i + 20]! ^ s[i + 30]! ^ s[i + 40]!
    for (let x = 0; x < 10; x += 2) {
      const [lo, hi] = rotl(c[(x + 2) % 10]!, c[(x + 3) % 10]!, 1)
      const dLo = c[(x + 8) % 10]! ^ lo
      const dHi = c[(x + 9) % 10]! ^ hi
      for (let y = 0; y < 50; y += 10) {
        s[x + y] = s[x + y]! ^ dLo
        s[x + y + 1] = s[x + y + 1]! ^ dHi
      }
    }
    let lo = s[2]!
    let hi = s[3]!
    for (let t = 0; t < 24; t++) {
      const j = pi[t]!
      const next: [number, number] = [s[j]!, s[j + 1]!]
      ;[s[j], s[j + 1]] = rotl(lo, hi, rotations[t]!)
      ;[lo, hi] = next
    }
    for (let y = 0; y < 50; y += 10) {
      for (let i = 0; i < 10; i++) c[i] = s[y + i]!
      for (let i = 0; i < 10; i++) s[y + i] = c[i]! ^ (~c[(i + 2) % 10]! & c[(i + 4) % 10]!)
    }
    s[0] = s[0]! ^ iota[round]!
    s[1] = s[1]! ^ iota[round + 1]!
  }
}

/** Keccak-256 (the original padding Ethereum uses, not SHA3-256) of bytes. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const blocks = Math.floor(bytes.length / rate) + 1
  const padded = new Uint8Array(blocks * rate)
  padded.set(bytes)
  padded[bytes.length]! ^= 1
  padded[padded.length - 1]! ^= 0x80
  const state = new Int32Array(50)
  for (let block = 0; block < padded.length; block += rate) {
    for (let i = 0; i < rate; i++) state[i >> 2] = state[i >> 2]! ^ (padded[block + i]! << (8 * (i & 3)))
    permute(state)
  }
  return Uint8Array.from({ length: 32 }, (_, i) => (state[i >> 2]! >>> (8 * (i & 3))) & 255)
}
