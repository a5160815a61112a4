import type { WalletEntry } from '../../../entries/plugin.js'

const first = ['Amber', 'Birch', 'Cobalt', 'Dune', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Indigo', 'Juniper']
const second = ['Vault', 'Keep', 'Pouch', 'Ledger', 'Purse', 'Chest', 'Safe', 'Locker', 'Satchel', 'Coffer']
const chainSets: readonly (readonly string[])[] = [
  ['eip155:1', 'eip155:8453'],
  ['eip155:1'],
  ['eip155:137', 'eip155:10'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
]

/** `count` made-up directory wallets with deterministic names, rdns, links and chains. */
export function generateWallets(count: number): WalletEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, '0')
    const slug = `w${number}`
    return {
      id: `id-${slug}`,
      name: `${first[index % 10]} ${second[Math.floor(index / 10) % 10]} ${number}`,
      image_id: `img-${slug}`,
      rdns: `dev.gangway.directory.${slug}`,
      mobile_link: index % 3 === 0 ? null : `${slug}://`,
      desktop_link: index % 4 === 0 ? `${slug}-desktop://` : null,
      webapp_link: index % 5 === 0 ? `https://${slug}.wallets.test` : null,
      chains: chainSets[index % chainSets.length] as readonly string[],
    }
  })
}
