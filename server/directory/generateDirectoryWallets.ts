import { createHash } from 'node:crypto'
import type { WalletEntry } from '../../entries/plugin.js'
import type { GenerateDirectoryWalletsOptions } from './GenerateDirectoryWalletsOptions.js'

const syllables =
  'ka lo mi ra zen tor vex nu quo fi sa bel dra ko lux mor pi ru sol ta ve xo yu zi ar en ix on um el gri hal jo nef ost pra sky tul wen yor'.split(
    ' ',
  )
const suffixes = ['Wallet', 'Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Pocket', 'Purse', '', '', '']
const evm = [
  'eip155:10',
  'eip155:56',
  'eip155:100',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'eip155:43114',
]
const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const solanaDevnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const devnets = ['eip155:31337', 'eip155:31338']
const others = [
  'bip122:000000000019d6689c085ae165831e93',
  'cosmos:cosmoshub-4',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
]

const digest = (text: string) => createHash('sha256').update(text).digest('hex')

/** mulberry32: the same seed always gives the same numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * A large made-up directory for development and benchmarks: `first`, then wallets with seeded
 * syllable names, rdns `app.<name>.wallet` (or none), `.example` links and mixed CAIP-2 chains
 * (eip155 mainnets, the devnets 31337/31338, solana, bip122, cosmos, polkadot), up to `count`
 * (default 5,000). Names are unique (case-insensitively), ids are sha256 hex.
 */
export function generateDirectoryWallets(
  count = 5_000,
  options: GenerateDirectoryWalletsOptions = {},
): WalletEntry[] {
  const random = seededRandom(options.seed ?? 6963)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const some = (list: readonly string[], chance: number) => list.filter(() => random() < chance)
  const wallets: WalletEntry[] = (options.first ?? []).slice(0, count)
  const taken = new Set(wallets.map((wallet) => wallet.name.toLowerCase()))
  while (wallets.length < count) {
    const word = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join('')
    const suffix = pick(suffixes)
    const name = `${word[0]!.toUpperCase()}${word.slice(1)}${suffix ? ` ${suffix}` : ''}`
    if (taken.has(name.toLowerCase())) continue
    taken.add(name.toLowerCase())
    const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '')
    const kind = random()
    const chains =
      kind < 0.55
        ? ['eip155:1', ...some(evm, 0.45)]
        : kind < 0.67
          ? ['eip155:1', ...some(evm, 0.3), ...devnets]
          : kind < 0.8
            ? [solana, ...some([solanaDevnet], 0.5)]
            : kind < 0.95
              ? ['eip155:1', ...some(evm, 0.5), solana]
              : [pick(others), ...some(['eip155:1'], 0.5)]
    const rdns = random() < 0.85 ? `app.${slug}.wallet` : null
    wallets.push({
      id: digest(`gangway-dev:${rdns ?? slug}`),
      name,
      image_id: digest(`gangway-dev-image:${rdns ?? slug}`).slice(0, 32),
      rdns,
      mobile_link:
        random() < 0.7 ? (random() < 0.6 ? `${slug}://` : `https://link.${slug}.example/wc`) : null,
      desktop_link: random() < 0.25 ? `${slug}-desktop://` : null,
      webapp_link: random() < 0.2 ? `https://app.${slug}.example` : null,
      chains,
    })
  }
  return wallets
}
