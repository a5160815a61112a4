import { createRoot } from 'react-dom/client'
import { ConnectButton, GangwayProvider } from '../../../core/react/index.js'
import { createGangway } from '../../../entries/gangway.js'
import type { GangwayConfig } from '../../../entries/plugin.js'
import { evmHostPlugins } from '../../../tests/fixtures/evmHostPlugins.js'

// The host page of tests/browser/walletconnect.test.ts: createGangway with eip155 and walletConnect, the
// devnet's networks and the local relay (both from the query), and a ConnectButton showing the state.
const params = new URLSearchParams(location.search)
const gangway = createGangway({
  projectId: 'gangway-browser-test',
  metadata: { name: 'Gangway browser test', description: 'A test dapp', url: location.origin, icons: [] },
  networks: JSON.parse(params.get('networks') ?? '[]') as GangwayConfig['networks'],
  plugins: evmHostPlugins,
  endpoints: { relay: params.get('relay') ?? '' },
  features: { allWallets: false, connectorTypeOrder: ['walletConnect', 'recent', 'injected'] },
  remoteConfig: false,
})
const host = document.getElementById('host')
if (host)
  createRoot(host).render(
    <GangwayProvider gangway={gangway}>
      <ConnectButton id="connect" />
    </GangwayProvider>,
  )
Object.assign(window, { gangway, pageReady: true })
