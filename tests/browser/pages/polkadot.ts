import { kusama, polkadotMainnet, westend } from '../../../core/networks/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { createPolkadotDevWallet } from '../../../playground/devnet/polkadot/createPolkadotDevWallet.js'
import { injectPolkadotDevWallet } from '../../../playground/devnet/polkadot/injectPolkadotDevWallet.js'
import { mountDevWalletPanel } from '../../../playground/devnet/wallet/mountDevWalletPanel.js'
import { polkadot } from '../../../plugins/polkadot/index.js'

const autoApprove = new URLSearchParams(location.search).get('autoApprove') !== 'false'
const wallet = await createPolkadotDevWallet({ storage: localStorage, autoApprove })
injectPolkadotDevWallet(wallet)
mountDevWalletPanel({ wallets: [{ name: 'Polkadot', provider: wallet }] })

const gangway = createGangway({
  projectId: 'test-project',
  metadata: { name: 'Polkadot Page', description: 'A polkadot test page', url: location.origin, icons: [] },
  networks: [polkadotMainnet, westend, kusama],
  plugins: [polkadot],
  remoteConfig: false,
  features: { allWallets: false, connectorTypeOrder: ['recent', 'injected'] },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, wallet, pageReady: true })
