import type { DevCollectionSpec } from './DevCollectionSpec.js'

/** The ERC-721 collections of every devnet chain, deployed after the ERC-20s. */
export const devCollections: readonly DevCollectionSpec[] = [
  {
    name: 'Gangway Lighthouses',
    symbol: 'GLH',
    description: 'A lighthouse of the Gangway devnet coast.',
    spam: false,
    perHolder: 2,
  },
  {
    name: 'Free Airdrop Claim',
    symbol: 'SPAM',
    description: 'Claim your free airdrop now!',
    spam: true,
    perHolder: 1,
  },
]
