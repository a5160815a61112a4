import { createGangway } from '../../../entries/gangway.js'

const gangway = createGangway({
  projectId: 'test-project',
  networks: [
    {
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
  endpoints: { directory: `${location.origin}/directory` },
})
Object.assign(window, { gangway, pageReady: true })
