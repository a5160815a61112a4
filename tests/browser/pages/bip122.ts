import { bitcoinRegtest, bitcoinTestnet } from '../../../core/networks/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { createBitcoinDevWallet } from '../../../playground/devnet/bip122/createBitcoinDevWallet.js'
import { registerBitcoinDevWallet } from '../../../playground/devnet/bip122/registerBitcoinDevWallet.js'
import { mountDevWalletPanel } from '../../../playground/devnet/wallet/mountDevWalletPanel.js'
import { bip122 } from '../../../plugins/bip122/index.js'

const wallet = createBitcoinDevWallet({
  networks: ['Regtest', 'Testnet'],
  storage: localStorage,
  autoApprove: false,
})
registerBitcoinDevWallet(wallet)
mountDevWalletPanel({ wallets: [{ name: 'Bitcoin', provider: wallet }] })

const gangway = createGangway({
  projectId: 'test-project',
  networks: [bitcoinRegtest, bitcoinTestnet],
  plugins: [bip122],
  remoteConfig: false,
  features: { allWallets: false, connectorTypeOrder: ['recent', 'injected'] },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, bitcoinWallet: wallet, pageReady: true })
