import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { type Chain, defineChain } from 'viem'
import { WagmiProvider } from 'wagmi'
import { bench, metadata, rootElement } from './benchConfig.js'

// RainbowKit's quick start: getDefaultConfig, WagmiProvider, QueryClientProvider, RainbowKitProvider, ConnectButton.
const chains = bench.chains.map((chain) =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }),
) as [Chain, ...Chain[]]

const config = getDefaultConfig({ appName: metadata.name, projectId: bench.projectId, chains })
const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(rootElement()).render(<App />)
