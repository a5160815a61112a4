import { createRoot } from 'react-dom/client'
import { createBitcoinDevWallet } from '../devnet/bip122/createBitcoinDevWallet.js'
import { registerBitcoinDevWallet } from '../devnet/bip122/registerBitcoinDevWallet.js'
import { createCosmosDevWallet } from '../devnet/cosmos/createCosmosDevWallet.js'
import { registerCosmosDevWallet } from '../devnet/cosmos/registerCosmosDevWallet.js'
import { createPolkadotDevWallet } from '../devnet/polkadot/createPolkadotDevWallet.js'
import { injectPolkadotDevWallet } from '../devnet/polkadot/injectPolkadotDevWallet.js'
import { createSolanaDevWallet } from '../devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../devnet/solana/wallet/registerSolanaDevWallet.js'
import { announceDevWallet } from '../devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../devnet/wallet/createDevWalletProvider.js'
import { App } from './App.js'
import type { PlaygroundDevnetInfo } from './server/PlaygroundDevnetInfo.js'
import { startChunkRecorder } from './state/chunkRecorder.js'
import { solanaWalletHiddenKey } from './state/solanaWalletHiddenKey.js'

startChunkRecorder()
const root = createRoot(document.getElementById('root')!)

async function start(): Promise<void> {
  const response = await fetch('/playground/devnet.json')
  if (!response.ok) throw new Error(`GET /playground/devnet.json answered ${response.status}`)
  const devnet = (await response.json()) as PlaygroundDevnetInfo
  const wallet = createDevWalletProvider({
    chains: devnet.chains.map(({ chainId, name, rpcUrl, token, tokens }) => ({
      chainId,
      name,
      rpcUrl,
      tokens: tokens ?? [token],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    storage: localStorage,
    storageKey: 'gangway-playground-dev-wallet',
    autoApprove: localStorage.getItem('gangway-playground-manual-approve') !== 'true',
  })
  announceDevWallet({ provider: wallet, name: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' })
  const solana =
    localStorage.getItem(solanaWalletHiddenKey) === 'true'
      ? undefined
      : createSolanaDevWallet({
          chains: [{ chain: devnet.solana.chain, rpcUrl: devnet.solana.rpcUrl }],
          name: 'Gangway Dev Wallet',
          storage: localStorage,
          storageKey: 'gangway-playground-solana-dev-wallet',
          autoApprove: wallet.autoApprove,
        })
  if (solana) registerSolanaDevWallet(solana)
  const cosmos = createCosmosDevWallet({
    chains: [
      { chainId: 'cosmoshub-4', chainName: 'Cosmos Hub', bech32Prefix: 'cosmos' },
      { chainId: 'osmosis-1', chainName: 'Osmosis', bech32Prefix: 'osmo' },
    ],
    storage: localStorage,
    storageKey: 'gangway-playground-cosmos-dev-wallet',
    autoApprove: wallet.autoApprove,
  })
  registerCosmosDevWallet(cosmos)
  const bitcoin = createBitcoinDevWallet({
    networks: ['Regtest', 'Testnet', 'Signet'],
    storage: localStorage,
    storageKey: 'gangway-playground-bitcoin-dev-wallet',
    autoApprove: wallet.autoApprove,
  })
  registerBitcoinDevWallet(bitcoin)
  const polkadot = await createPolkadotDevWallet({
    storage: localStorage,
    storageKey: 'gangway-playground-polkadot-dev-wallet',
    autoApprove: wallet.autoApprove,
  })
  injectPolkadotDevWallet(polkadot)
  Object.assign(window, {
    devWallet: wallet,
    solanaDevWallet: solana,
    cosmosDevWallet: cosmos,
    bitcoinDevWallet: bitcoin,
    polkadotDevWallet: polkadot,
  })
  root.render(
    <App
      devnet={devnet}
      wallet={wallet}
      solana={solana}
      cosmos={cosmos}
      bitcoin={bitcoin}
      polkadot={polkadot}
    />,
  )
}

start().catch((error: unknown) => {
  root.render(
    <p className="pg-boot" role="alert">
      The playground could not start: {error instanceof Error ? error.message : String(error)}
    </p>,
  )
})
