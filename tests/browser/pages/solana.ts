import type { GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { createSolanaDevWallet } from '../../../playground/devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../../../playground/devnet/solana/wallet/registerSolanaDevWallet.js'
import type { SolanaDevWalletChain } from '../../../playground/devnet/solana/wallet/SolanaDevWalletChain.js'
import { announceDevWallet } from '../../../playground/devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../../../playground/devnet/wallet/createDevWalletProvider.js'
import type { DevWalletChain } from '../../../playground/devnet/wallet/DevWalletChain.js'
import { mountDevWalletPanel } from '../../../playground/devnet/wallet/mountDevWalletPanel.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { solana } from '../../../plugins/solana/index.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'

const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const evmChains = JSON.parse(query.get('evm') ?? '[]') as DevWalletChain[]
const solanaChains = JSON.parse(query.get('solana') ?? '[]') as SolanaDevWalletChain[]
const autoApprove = query.get('autoApprove') !== 'false'
const name = 'Gangway Dev Wallet'

const evm = createDevWalletProvider({
  chains: evmChains,
  knownChainIds: evmChains.slice(0, 1).map((chain) => chain.chainId),
  storage: localStorage,
  storageKey: 'dev-wallet-evm',
  autoApprove,
})
const sol = createSolanaDevWallet({ chains: solanaChains, name, storage: localStorage, autoApprove })
announceDevWallet({ provider: evm, name, rdns: 'dev.gangway.wallet' })
registerSolanaDevWallet(sol)
mountDevWalletPanel({
  wallets: [
    { name: 'EVM', provider: evm },
    { name: 'Solana', provider: sol },
  ],
})

const gangway = createGangway({
  projectId: 'test-project',
  networks,
  plugins: [eip155, solana, walletConnect],
  remoteConfig: false,
  features: { allWallets: false, connectorTypeOrder: ['recent', 'injected'] },
})
const shown = document.getElementById('balance')
gangway.subscribe((state) => {
  if (shown)
    shown.textContent = state.account?.balance
      ? `${state.account.balance} ${state.account.balanceSymbol}`
      : ''
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, wallets: { evm, sol }, pageReady: true })
