import { createRoot } from 'react-dom/client'
import type { Network } from '../../../core/index.js'
import { ConnectButton, GangwayProvider } from '../../../core/react/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'

// The host page of tests/browser/firstOpen.test.ts: the README's quick start (createGangway with
// eip155 and WalletConnect, GangwayProvider, ConnectButton), every service on this page's own server
// under /svc, and an EIP-6963 wallet that announces itself and answers nothing. `?prefetch=intent`
// sets the config's prefetch to 'intent'.
const network: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`${location.origin}/svc/rpc`] } },
}
const info = {
  uuid: '6f1c8a52-3d1e-4b7a-9c55-2f0e7b1d9a10',
  name: 'First Open Test Wallet',
  icon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#3b7bf6"/></svg>')}`,
  rdns: 'dev.gangway.firstopen',
}
const provider = {
  request: () => new Promise(() => {}),
  on() {},
  removeListener() {},
}
const announce = () =>
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
  )
window.addEventListener('eip6963:requestProvider', announce)
announce()
const gangway = createGangway({
  projectId: 'gangway-browser-test',
  metadata: { name: 'First open test', description: 'A test dapp', url: location.origin, icons: [] },
  networks: [network],
  plugins: [eip155, walletConnect],
  ...(location.search.includes('prefetch=intent') ? { prefetch: 'intent' as const } : {}),
  endpoints: {
    api: `${location.origin}/svc/api`,
    directory: `${location.origin}/svc/directory`,
    analytics: `${location.origin}/svc/analytics`,
    relay: 'ws://127.0.0.1:9/relay',
  },
})
const host = document.getElementById('host')
if (host)
  createRoot(host).render(
    <GangwayProvider gangway={gangway}>
      <ConnectButton id="connect" />
    </GangwayProvider>,
  )
Object.assign(window, { gangway, pageReady: true })
