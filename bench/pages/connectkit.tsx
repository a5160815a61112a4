import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { type Chain, defineChain } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { bench, metadata, rootElement } from './benchConfig.js'

// ConnectKit's quick start: createConfig(getDefaultConfig(...)), WagmiProvider, QueryClientProvider, ConnectKitProvider, ConnectKitButton.
const chains = bench.chains.map((chain) =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }),
) as [Chain, ...Chain[]]

const config = createConfig(
  getDefaultConfig({
    chains,
    transports: Object.fromEntries(bench.chains.map((chain) => [chain.chainId, http(chain.rpcUrl)])),
    walletConnectProjectId: bench.projectId,
    appName: metadata.name,
    appDescription: metadata.description,
    appUrl: metadata.url,
  }),
)
const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <ConnectKitButton />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(rootElement()).render(<App />)
