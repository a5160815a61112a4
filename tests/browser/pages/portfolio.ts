import type { Endpoints, GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import type { SolanaDevWalletChain } from '../../../playground/devnet/solana/wallet/SolanaDevWalletChain.js'
import type { DevWalletChain } from '../../../playground/devnet/wallet/DevWalletChain.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { solana } from '../../../plugins/solana/index.js'
import { registerDevWalletPair } from './registerDevWalletPair.js'

/**
 * The portfolio Chromium test page: Gangway on the devnet's EVM chains and the Solana VM, pointed at the dev
 * services' Gangway server (?endpoints), with the EVM dev wallet (its chains list the devnet's tokens, so it
 * answers wallet_getAssets) and the Solana dev wallet of one identity, both approving at once.
 */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const evmChains = JSON.parse(query.get('evm') ?? '[]') as DevWalletChain[]
const solanaChains = JSON.parse(query.get('solana') ?? '[]') as SolanaDevWalletChain[]
const endpoints = JSON.parse(query.get('endpoints') ?? '{}') as Partial<Endpoints>
const name = 'Gangway Dev Wallet'

registerDevWalletPair(name, evmChains, solanaChains)

const gangway = createGangway({
  projectId: 'portfolio-test',
  networks,
  plugins: [eip155, solana],
  remoteConfig: false,
  endpoints,
  features: { allWallets: false, connectorTypeOrder: ['recent', 'injected'], analytics: false },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, pageReady: true })
