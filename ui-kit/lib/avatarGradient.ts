/** A CSS gradient derived from an address: the same address always gives the same gradient. */
export function avatarGradient(address: string): string {
  const key = address.startsWith('0x') ? address.toLowerCase() : address
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193)
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b)
  h = (h ^ (h >>> 16)) >>> 0
  const a = h % 360
  const b = (a + 40 + ((h >>> 9) % 100)) % 360
  const c = (b + 40 + ((h >>> 17) % 100)) % 360
  const x = 20 + ((h >>> 25) % 60)
  return `radial-gradient(circle at ${x}% 25%,hsl(${a} 85% 80%),hsl(${b} 70% 55%) 50%,hsl(${c} 75% 35%))`
}
