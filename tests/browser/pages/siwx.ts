import type { Endpoints, GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { createSolanaDevWallet } from '../../../playground/devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../../../playground/devnet/solana/wallet/registerSolanaDevWallet.js'
import type { SolanaDevWalletChain } from '../../../playground/devnet/solana/wallet/SolanaDevWalletChain.js'
import { announceDevWallet } from '../../../playground/devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../../../playground/devnet/wallet/createDevWalletProvider.js'
import type { DevWalletChain } from '../../../playground/devnet/wallet/DevWalletChain.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { siwxPlugin } from '../../../plugins/siwx/index.js'
import { solana } from '../../../plugins/solana/index.js'

/**
 * The SIWX Chromium test page: Gangway on the devnet's EVM chains with the siwx plugin (`?siwx` is its
 * config), pointed at the dev services' Gangway server, and the EVM dev wallet, which approves everything
 * except a personal_sign while `window.declineSigning` is true; with `?solana`, the Solana dev wallet of the
 * same name (approving everything) and the solana plugin too.
 */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const evmChains = JSON.parse(query.get('evm') ?? '[]') as DevWalletChain[]
const endpoints = JSON.parse(query.get('endpoints') ?? '{}') as Partial<Endpoints>
const solanaChains = JSON.parse(query.get('solana') ?? '[]') as SolanaDevWalletChain[]
const siwx = JSON.parse(query.get('siwx') ?? '{}') as GangwayConfig['siwx']
const page = window as Window & { declineSigning?: boolean }

const wallet = createDevWalletProvider({
  chains: evmChains,
  storage: localStorage,
  storageKey: 'dev-wallet-evm',
  approve: (request) => !(request.method === 'personal_sign' && page.declineSigning === true),
})
announceDevWallet({ provider: wallet, name: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' })
if (solanaChains.length > 0)
  registerSolanaDevWallet(
    createSolanaDevWallet({
      chains: solanaChains,
      name: 'Gangway Dev Wallet',
      storage: localStorage,
      autoApprove: true,
    }),
  )

const gangway = createGangway({
  projectId: 'siwx-test',
  metadata: { name: 'Gangway SIWX Test', description: 'SIWX', url: location.origin, icons: [] },
  networks,
  plugins: solanaChains.length > 0 ? [eip155, solana, siwxPlugin] : [eip155, siwxPlugin],
  remoteConfig: false,
  endpoints,
  siwx,
  features: { allWallets: false, connectorTypeOrder: ['recent', 'injected'], analytics: false },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, pageReady: true })
