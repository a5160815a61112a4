import { createGangway } from 'gangway'
import { eip155 } from 'gangway/plugins/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { createRoot } from 'react-dom/client'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { bench, metadata, rootElement } from './benchConfig.js'

// The account scenario: Gangway's quick start with its blockchain API on the bench server (500 tokens, 2,000 transactions).
const gangway = createGangway({
  projectId: bench.projectId,
  metadata,
  networks: devNetworks({ chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: `${location.origin}/rpc` }] }),
  plugins: [eip155],
  remoteConfig: false,
  endpoints: { api: `${location.origin}/api` },
})

function App() {
  return (
    <GangwayProvider gangway={gangway}>
      <ConnectButton />
    </GangwayProvider>
  )
}

createRoot(rootElement()).render(<App />)
