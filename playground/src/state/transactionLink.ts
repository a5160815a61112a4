import type { Network } from '../../../entries/gangway.js'

/** Where a visitor can see a sent transaction: the network's block explorer, or for a devnet chain (which has none) the playground's own page reading it from anvil. */
export function transactionLink(
  network: Network | undefined,
  hash: string,
  devnetChainIds: readonly number[],
): { readonly href: string; readonly label: string } | undefined {
  const explorer = network?.blockExplorers?.default
  if (explorer)
    return { href: `${explorer.url.replace(/\/$/, '')}/tx/${hash}`, label: `View on ${explorer.name}` }
  if (network && devnetChainIds.includes(Number(network.id)))
    return { href: `/playground/tx?chain=${network.id}&hash=${hash}`, label: 'View on the devnet' }
  return undefined
}
