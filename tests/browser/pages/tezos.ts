import { createGangway } from '../../../entries/gangway.js'
import { createTezosPlugin } from '../../fixtures/createTezosPlugin.js'
import type { TezosTestWallet } from '../../fixtures/TezosTestWallet.js'
import { tezosNetwork } from '../../fixtures/tezosNetwork.js'

type TezosWindow = Window & { tezosWallet?: TezosTestWallet }

const gangway = createGangway({
  projectId: 'test-project',
  networks: [tezosNetwork],
  plugins: [createTezosPlugin(() => (window as TezosWindow).tezosWallet)],
  remoteConfig: false,
  features: { allWallets: false, connectorTypeOrder: ['recent', 'injected'] },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, pageReady: true })
