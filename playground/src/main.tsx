import { createRoot } from 'react-dom/client'
import { announceDevWallet } from '../devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../devnet/wallet/createDevWalletProvider.js'
import { App } from './App.js'
import type { PlaygroundDevnetInfo } from './server/PlaygroundDevnetInfo.js'
import { startChunkRecorder } from './state/chunkRecorder.js'

startChunkRecorder()
const root = createRoot(document.getElementById('root')!)

async function start(): Promise<void> {
  const response = await fetch('/playground/devnet.json')
  if (!response.ok) throw new Error(`GET /playground/devnet.json answered ${response.status}`)
  const devnet = (await response.json()) as PlaygroundDevnetInfo
  const wallet = createDevWalletProvider({
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({
      chainId,
      name,
      rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    storage: localStorage,
    storageKey: 'gangway-playground-dev-wallet',
    autoApprove: localStorage.getItem('gangway-playground-manual-approve') !== 'true',
  })
  announceDevWallet({ provider: wallet, name: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' })
  Object.assign(window, { devWallet: wallet })
  root.render(<App devnet={devnet} wallet={wallet} />)
}

start().catch((error: unknown) => {
  root.render(
    <p className="pg-boot" role="alert">
      The playground could not start: {error instanceof Error ? error.message : String(error)}
    </p>,
  )
})
