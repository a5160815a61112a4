import type { Endpoints, GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { createCosmosDevWallet } from '../../../playground/devnet/cosmos/createCosmosDevWallet.js'
import { registerCosmosDevWallet } from '../../../playground/devnet/cosmos/registerCosmosDevWallet.js'
import { createPolkadotDevWallet } from '../../../playground/devnet/polkadot/createPolkadotDevWallet.js'
import { injectPolkadotDevWallet } from '../../../playground/devnet/polkadot/injectPolkadotDevWallet.js'
import { createSolanaDevWallet } from '../../../playground/devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../../../playground/devnet/solana/wallet/registerSolanaDevWallet.js'
import type { SolanaDevWalletChain } from '../../../playground/devnet/solana/wallet/SolanaDevWalletChain.js'
import { announceDevWallet } from '../../../playground/devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../../../playground/devnet/wallet/createDevWalletProvider.js'
import type { DevWalletChain } from '../../../playground/devnet/wallet/DevWalletChain.js'
import { cosmos } from '../../../plugins/cosmos/index.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { polkadot } from '../../../plugins/polkadot/index.js'
import { siwxPlugin } from '../../../plugins/siwx/index.js'
import { solana } from '../../../plugins/solana/index.js'

/**
 * The SIWX Chromium test page: Gangway on the devnet's EVM chains with the siwx plugin (`?siwx` is its
 * config), pointed at the dev services' Gangway server, and the EVM dev wallet, which approves everything
 * except a personal_sign while `window.declineSigning` is true; with `?solana`, the Solana dev wallet of the
 * same name (approving everything, noting each method in `window.solanaRequests`; without solana:signIn when
 * `?solanaSignIn=false`) and the solana plugin too; with `?cosmos` or `?polkadot`, that namespace's
 * dev wallet (approving everything) and chain plugin.
 */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const evmChains = JSON.parse(query.get('evm') ?? '[]') as DevWalletChain[]
const endpoints = JSON.parse(query.get('endpoints') ?? '{}') as Partial<Endpoints>
const solanaChains = JSON.parse(query.get('solana') ?? '[]') as SolanaDevWalletChain[]
const siwx = JSON.parse(query.get('siwx') ?? '{}') as GangwayConfig['siwx']
const page = window as Window & { declineSigning?: boolean; solanaRequests?: string[] }

if (evmChains.length > 0)
  announceDevWallet({
    provider: createDevWalletProvider({
      chains: evmChains,
      storage: localStorage,
      storageKey: 'dev-wallet-evm',
      approve: (request) => !(request.method === 'personal_sign' && page.declineSigning === true),
    }),
    name: 'Gangway Dev Wallet',
    rdns: 'dev.gangway.wallet',
  })
if (solanaChains.length > 0)
  registerSolanaDevWallet(
    createSolanaDevWallet({
      chains: solanaChains,
      name: 'Gangway Dev Wallet',
      storage: localStorage,
      autoApprove: true,
      signIn: query.get('solanaSignIn') !== 'false',
      approve: (request) => {
        page.solanaRequests = [...(page.solanaRequests ?? []), request.method]
        return true
      },
    }),
  )

const withCosmos = query.has('cosmos')
const withPolkadot = query.has('polkadot')
if (withCosmos)
  registerCosmosDevWallet(
    createCosmosDevWallet({
      chains: [{ chainId: 'cosmoshub-4', chainName: 'Cosmos Hub', bech32Prefix: 'cosmos' }],
      storage: localStorage,
      autoApprove: true,
    }),
  )
if (withPolkadot)
  injectPolkadotDevWallet(await createPolkadotDevWallet({ storage: localStorage, autoApprove: true }))

const gangway = createGangway({
  projectId: 'siwx-test',
  metadata: { name: 'Gangway SIWX Test', description: 'SIWX', url: location.origin, icons: [] },
  networks,
  plugins: [
    ...(evmChains.length > 0 ? [eip155] : []),
    ...(solanaChains.length > 0 ? [solana] : []),
    ...(withCosmos ? [cosmos] : []),
    ...(withPolkadot ? [polkadot] : []),
    siwxPlugin,
  ],
  remoteConfig: false,
  endpoints,
  siwx,
  features: { allWallets: false, connectorTypeOrder: ['recent', 'injected'], analytics: false },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, pageReady: true })
