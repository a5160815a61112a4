import { extraNetworks, extraPlugins } from 'bench:gangway-variant'
import { createGangway } from 'gangway'
import { eip155 } from 'gangway/plugins/eip155'
import { ConnectButton, GangwayProvider } from 'gangway/react'
import { createRoot } from 'react-dom/client'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { bench, metadata, rootElement } from './benchConfig.js'

// Gangway's README quick start: createGangway, GangwayProvider, ConnectButton.
const gangway = createGangway({
  projectId: bench.projectId,
  metadata,
  networks: [...devNetworks(bench), ...extraNetworks],
  plugins: [eip155, ...extraPlugins],
  ...(bench.directory ? { endpoints: { directory: bench.directory } } : {}),
  // ?prefetch=intent: the bench's run without the fetch of the first open's code when the page is idle.
  ...(location.search.includes('prefetch=intent') ? { prefetch: 'intent' as const } : {}),
})

function App() {
  return (
    <GangwayProvider gangway={gangway}>
      <ConnectButton />
    </GangwayProvider>
  )
}

createRoot(rootElement()).render(<App />)
