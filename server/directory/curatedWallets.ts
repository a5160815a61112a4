import type { WalletEntry } from '../../core/types/Connector.js'

// Placeholder until the curated list lands (issue 15, directory part): that change replaces this file.
/** The directory's default wallets: well-known wallets with their names, rdns, chains and links. */
export const curatedWallets: readonly WalletEntry[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    image_id: 'metamask',
    rdns: 'io.metamask',
    mobile_link: 'metamask://',
    desktop_link: null,
    webapp_link: null,
    chains: ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161'],
  },
]
