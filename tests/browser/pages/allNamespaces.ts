import type { GangwayConfig } from '../../../core/index.js'
import { bitcoinRegtest, cosmosHub, polkadotMainnet } from '../../../core/networks/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { createBitcoinDevWallet } from '../../../playground/devnet/bip122/createBitcoinDevWallet.js'
import { registerBitcoinDevWallet } from '../../../playground/devnet/bip122/registerBitcoinDevWallet.js'
import { createCosmosDevWallet } from '../../../playground/devnet/cosmos/createCosmosDevWallet.js'
import { registerCosmosDevWallet } from '../../../playground/devnet/cosmos/registerCosmosDevWallet.js'
import { createPolkadotDevWallet } from '../../../playground/devnet/polkadot/createPolkadotDevWallet.js'
import { injectPolkadotDevWallet } from '../../../playground/devnet/polkadot/injectPolkadotDevWallet.js'
import type { SolanaDevWalletChain } from '../../../playground/devnet/solana/wallet/SolanaDevWalletChain.js'
import type { DevWalletChain } from '../../../playground/devnet/wallet/DevWalletChain.js'
import { bip122 } from '../../../plugins/bip122/index.js'
import { cosmos } from '../../../plugins/cosmos/index.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { polkadot } from '../../../plugins/polkadot/index.js'
import { solana } from '../../../plugins/solana/index.js'
import { registerDevWalletPair } from './registerDevWalletPair.js'

// The five dev wallets of the playground, one identity (name, rdns, icon), each approving at once.
const query = new URLSearchParams(location.search)
const local = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const evmChains = JSON.parse(query.get('evm') ?? '[]') as DevWalletChain[]
const solanaChains = JSON.parse(query.get('solana') ?? '[]') as SolanaDevWalletChain[]
const name = 'Gangway Dev Wallet'

registerDevWalletPair(name, evmChains, solanaChains)
injectPolkadotDevWallet(await createPolkadotDevWallet({ storage: localStorage, autoApprove: true }))
registerCosmosDevWallet(
  createCosmosDevWallet({
    chains: [{ chainId: 'cosmoshub-4', chainName: 'Cosmos Hub', bech32Prefix: 'cosmos' }],
    storage: localStorage,
    autoApprove: true,
  }),
)
registerBitcoinDevWallet(
  createBitcoinDevWallet({ networks: ['Regtest'], storage: localStorage, autoApprove: true }),
)

const gangway = createGangway({
  projectId: 'test-project',
  networks: [...local, polkadotMainnet, cosmosHub, bitcoinRegtest],
  plugins: [eip155, solana, polkadot, cosmos, bip122],
  remoteConfig: false,
  features: { allWallets: false, connectorTypeOrder: ['recent', 'injected'] },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, pageReady: true })
