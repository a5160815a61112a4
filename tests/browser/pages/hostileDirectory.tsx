import { createRoot } from 'react-dom/client'
import type { Network } from '../../../core/index.js'
import { ConnectButton, GangwayProvider } from '../../../core/react/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'

// The host page of tests/browser/urls.test.ts: createGangway with its built-in plugins, one local
// network, the local relay (from the query) and the wallet directory of the page's own server (or of
// ?directory=).
const params = new URLSearchParams(location.search)
const network: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`${location.origin}/rpc`] } },
}
const gangway = createGangway({
  projectId: 'gangway-browser-test',
  metadata: { name: 'Gangway URL test', description: 'A test dapp', url: location.origin, icons: [] },
  networks: [network],
  plugins: [eip155, walletConnect],
  endpoints: {
    relay: params.get('relay') ?? '',
    // ?directory= another server's (the Gangway server in allWallets.test), else the page's own.
    ...(params.get('directory') ? { directory: params.get('directory') ?? '' } : {}),
  },
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
