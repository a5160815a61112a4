import { generateWallets } from './generateWallets.js'

const junk: readonly unknown[] = [
  null,
  42,
  'wallet',
  [],
  true,
  { name: 'No id' },
  { id: 'no-name' },
  { id: 7, name: 'Numeric id' },
  { id: '', name: 'Empty id' },
  { id: 'blank-name', name: '   ' },
  { id: 'x'.repeat(300), name: 'Huge id' },
  { id: 'huge-name', name: 'n'.repeat(500) },
  { id: 'bad-fields', name: 'Bad fields', chains: 'eip155:1', rdns: 9, image_id: ['a'] },
  {
    id: 'long-fields',
    name: 'Long fields',
    mobile_link: `x://${'a'.repeat(3_000)}`,
    chains: ['c'.repeat(500)],
  },
]

/** A /getWallets answer of `total` items: real wallets, each listed twice, mixed with junk, and a bogus count. */
export function hostileWalletAnswer(total: number): string {
  const real = generateWallets(Math.ceil(total / 3))
  const data: unknown[] = []
  for (let index = 0; data.length < total; index++) {
    data.push(junk[index % junk.length], real[index % real.length], real[(index + 7) % real.length])
  }
  return JSON.stringify({ data: data.slice(0, total), count: -1e308 })
}
