import { cosmosHub, osmosis, osmosisTestnet } from '../../../core/networks/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { createCosmosDevWallet } from '../../../playground/devnet/cosmos/createCosmosDevWallet.js'
import { registerCosmosDevWallet } from '../../../playground/devnet/cosmos/registerCosmosDevWallet.js'
import { mountDevWalletPanel } from '../../../playground/devnet/wallet/mountDevWalletPanel.js'
import { cosmos } from '../../../plugins/cosmos/index.js'

const wallet = createCosmosDevWallet({
  chains: [
    { chainId: 'cosmoshub-4', chainName: 'Cosmos Hub', bech32Prefix: 'cosmos' },
    { chainId: 'osmosis-1', chainName: 'Osmosis', bech32Prefix: 'osmo' },
  ],
  storage: localStorage,
  autoApprove: false,
})
registerCosmosDevWallet(wallet)
mountDevWalletPanel({ wallets: [{ name: 'Cosmos', provider: wallet }] })

const gangway = createGangway({
  projectId: 'test-project',
  networks: [cosmosHub, osmosis, osmosisTestnet],
  plugins: [cosmos],
  remoteConfig: false,
  features: { allWallets: false, connectorTypeOrder: ['recent', 'injected'] },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, wallet, pageReady: true })
