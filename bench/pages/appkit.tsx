import { type AppKitNetwork, defineChain } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { bench, metadata, rootElement } from './benchConfig.js'

// Reown's React + wagmi quick start: WagmiAdapter, createAppKit, WagmiProvider, QueryClientProvider, <appkit-button>.
const networks = bench.chains.map((chain) =>
  defineChain({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }),
) as [AppKitNetwork, ...AppKitNetwork[]]

const queryClient = new QueryClient()
const wagmiAdapter = new WagmiAdapter({ networks, projectId: bench.projectId })

createAppKit({ adapters: [wagmiAdapter], networks, projectId: bench.projectId, metadata })

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{createElement('appkit-button')}</QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(rootElement()).render(<App />)
