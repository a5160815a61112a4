import type { Endpoints, GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { announceDevWallet } from '../../../playground/devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../../../playground/devnet/wallet/createDevWalletProvider.js'
import type { DevWalletChain } from '../../../playground/devnet/wallet/DevWalletChain.js'
import { eip155 } from '../../../plugins/eip155/index.js'

/**
 * The on-ramp Chromium test page: Gangway on the devnet's EVM chain with the onramp feature, pointed at the dev
 * services' Gangway server (?endpoints), and the EVM dev wallet (dev account 0) approving at once; the hashes
 * of TRANSACTION_SENT are kept in window.sent.
 */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const evmChains = JSON.parse(query.get('evm') ?? '[]') as DevWalletChain[]
const endpoints = JSON.parse(query.get('endpoints') ?? '{}') as Partial<Endpoints>

const wallet = createDevWalletProvider({ chains: evmChains, autoApprove: true })
announceDevWallet({ provider: wallet, name: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' })

const gangway = createGangway({
  projectId: 'onramp-test',
  networks,
  plugins: [eip155],
  remoteConfig: false,
  endpoints,
  features: {
    onramp: true,
    swaps: false,
    allWallets: false,
    connectorTypeOrder: ['recent', 'injected'],
    analytics: false,
  },
})
const sent: string[] = []
gangway.events.on('TRANSACTION_SENT', (event) => sent.push(event.hash))
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, sent, pageReady: true })
