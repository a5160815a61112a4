import { createHash } from 'node:crypto'
import type { WalletEntry } from '../../../entries/plugin.js'

const rdns = 'dev.gangway.wallet'
const digest = (text: string) => createHash('sha256').update(text).digest('hex')

/** Directory entries of the repo's own dev wallets (announceDevWallet's default name and rdns), so they show as installed. */
export const devDirectoryWallets: readonly WalletEntry[] = [
  {
    id: digest(`gangway-dev:${rdns}`),
    name: 'Gangway Dev Wallet',
    image_id: digest(`gangway-dev-image:${rdns}`).slice(0, 32),
    rdns,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    chains: ['eip155:31337', 'eip155:31338'],
  },
]
