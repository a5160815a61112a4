import type { GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { devAccounts } from '../../../playground/devnet/devAccounts.js'
import { announceDevWallet } from '../../../playground/devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../../../playground/devnet/wallet/createDevWalletProvider.js'
import type { DevWalletChain } from '../../../playground/devnet/wallet/DevWalletChain.js'
import type { DevWalletProvider } from '../../../playground/devnet/wallet/DevWalletProvider.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'

/**
 * The eip155 Chromium test page: Gangway on the devnet's two networks and the EVM dev wallet (or two
 * of them with ?wallets=two), its control exposed on window. The auto-approve switch lives in
 * sessionStorage so that a reload keeps it, as the wallet's authorisation lives in localStorage.
 */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const chains = JSON.parse(query.get('chains') ?? '[]') as DevWalletChain[]
const AUTO_APPROVE_KEY = 'eip155-test:autoApprove'

interface WalletLogEntry {
  readonly method: string
  readonly error?: number
}

function devWallet(storageKey: string, privateKeys?: readonly `0x${string}`[]) {
  const log: WalletLogEntry[] = []
  const provider = createDevWalletProvider({
    chains,
    knownChainIds: chains.slice(0, 1).map((chain) => chain.chainId),
    storage: window.localStorage,
    storageKey,
    autoApprove: sessionStorage.getItem(AUTO_APPROVE_KEY) !== 'false',
    ...(privateKeys ? { privateKeys } : {}),
  })
  const request = provider.request.bind(provider)
  Object.assign(provider, {
    async request(args: Parameters<DevWalletProvider['request']>[0]) {
      try {
        const result = await request(args)
        log.push({ method: args.method })
        return result
      } catch (error) {
        log.push({ method: args.method, error: (error as { code?: number }).code ?? -1 })
        throw error
      }
    },
  })
  const control = {
    log,
    get addresses() {
      return provider.addresses
    },
    get chainId() {
      return provider.chainId
    },
    get authorised() {
      return provider.authorised
    },
    get autoApprove() {
      return provider.autoApprove
    },
    setAutoApprove(enabled: boolean) {
      sessionStorage.setItem(AUTO_APPROVE_KEY, String(enabled))
      provider.setAutoApprove(enabled)
    },
    pending: () => provider.pending().map(({ id, method }) => ({ id, method })),
    /** The visitor moves the wallet to another chain in the wallet itself (adding it first). */
    moveTo: (chain: DevWalletChain) =>
      request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: `0x${chain.chainId.toString(16)}`,
            chainName: chain.name,
            rpcUrls: [chain.rpcUrl],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      }),
    resolve: (id: string, approved: boolean) => provider.resolve(id, approved),
  }
  return { provider, control }
}

const wallets: Record<string, ReturnType<typeof devWallet>['control']> = {}
if (query.get('wallets') === 'two') {
  const alpha = devWallet('dev-wallet-alpha', [devAccounts[2]!.privateKey])
  const beta = devWallet('dev-wallet-beta', [devAccounts[3]!.privateKey])
  announceDevWallet({ provider: alpha.provider, name: 'Alpha Dev Wallet', rdns: 'dev.gangway.alpha' })
  announceDevWallet({ provider: beta.provider, name: 'Beta Dev Wallet', rdns: 'dev.gangway.beta' })
  Object.assign(wallets, { alpha: alpha.control, beta: beta.control })
} else {
  const dev = devWallet('dev-wallet-evm')
  announceDevWallet({ provider: dev.provider, name: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' })
  Object.assign(wallets, { dev: dev.control })
}

const gangway = createGangway({
  projectId: 'test',
  networks,
  plugins: [eip155, walletConnect],
  remoteConfig: false,
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, wallets, wallet: wallets.dev, pageReady: true })
