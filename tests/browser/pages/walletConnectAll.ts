import type { GangwayConfig } from '../../../core/index.js'
import { bitcoinRegtest, cosmosHub, westend } from '../../../core/networks/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { bip122 } from '../../../plugins/bip122/index.js'
import { cosmos } from '../../../plugins/cosmos/index.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { polkadot } from '../../../plugins/polkadot/index.js'
import { solana } from '../../../plugins/solana/index.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'

// A host of all five namespaces with no wallet installed: WalletConnect (the local relay, from the query) is the way in.
const params = new URLSearchParams(location.search)
const local = JSON.parse(params.get('networks') ?? '[]') as GangwayConfig['networks']
const gangway = createGangway({
  projectId: 'gangway-browser-test',
  metadata: { name: 'Five namespaces', description: 'A test dapp', url: location.origin, icons: [] },
  networks: [...local, westend, cosmosHub, bitcoinRegtest],
  plugins: [eip155, solana, polkadot, cosmos, bip122, walletConnect],
  endpoints: { relay: params.get('relay') ?? '' },
  features: { allWallets: false, connectorTypeOrder: ['walletConnect', 'recent', 'injected'] },
  remoteConfig: false,
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, pageReady: true })
