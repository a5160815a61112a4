import type { Account, ChainAdapter, ConnectResult, Network, SessionReporter } from '../../core/index.js'
import type { Discovery } from './createDiscovery.js'
import type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'
import type { SolanaApi } from './SolanaApi.js'
import type { SolanaConnection } from './SolanaConnection.js'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardWalletAccount,
} from './StandardWallet.js'
import { walletChain } from './walletChain.js'

export interface SolanaAdapterDeps {
  readonly discovery: Discovery
  readonly session: SessionReporter
  readonly api: SolanaApi
  /** The configured solana networks. */
  readonly networks: () => readonly Network[]
  /** The rdns another namespace knows this wallet by, so the Connect view shows it once. */
  readonly identifier: (wallet: DiscoveredSolanaWallet) => string | undefined
  /** Native balances over the chain RPC, loaded on first use. */
  readonly getBalance: NonNullable<ChainAdapter['getBalance']>
  readonly registerTimeoutMs: number
  readonly disconnectTimeoutMs: number
}

export interface SolanaAdapter {
  readonly adapter: ChainAdapter
  connection(): SolanaConnection | undefined
  dispose(): void
}

type Listener = (...args: never[]) => void

const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const isSolanaAddress = (value: string) => base58Address.test(value)

const isSolanaAccount = (account: StandardWalletAccount) =>
  isSolanaAddress(account.address) &&
  (!Array.isArray(account.chains) ||
    account.chains.length === 0 ||
    account.chains.some((chain) => chain.startsWith('solana:')))

const toAccounts = (addresses: readonly string[]): Account[] =>
  addresses.map((address) => ({ namespace: 'solana', address, type: 'eoa', publicKey: address }))

const feature = <T>(wallet: DiscoveredSolanaWallet, name: string) =>
  wallet.standard?.features[name] as T | undefined

/** The solana ChainAdapter over Wallet Standard wallets and injected providers; wallet events go to the session reporter. */
export function createSolanaAdapter(deps: SolanaAdapterDeps): SolanaAdapter {
  const { discovery, session } = deps
  let current: SolanaConnection | undefined
  let detach: (() => void) | undefined

  const release = () => {
    detach?.()
    detach = undefined
    current = undefined
  }

  const attach = (connection: SolanaConnection) => {
    release()
    current = connection
    const { wallet } = connection
    const owns = () => current?.wallet === wallet
    const lost = () => {
      if (!owns()) return
      release()
      session.disconnected('solana')
    }
    const events = feature<StandardEventsFeature>(wallet, 'standard:events')
    if (events) {
      const off = events.on('change', ({ accounts }) => {
        if (!owns() || !current || accounts === undefined) return
        const usable = accounts.filter(isSolanaAccount)
        const primary = usable[0]
        if (!primary) return lost()
        current = { ...current, address: primary.address, account: primary }
        session.accountsChanged('solana', toAccounts(usable.map((account) => account.address)))
      })
      detach = () => off()
      return
    }
    const provider = wallet.injected
    if (!provider?.on) return
    const onAccount = (key: { toString(): string } | null) => {
      if (!owns() || !current) return
      const address = key ? String(key) : undefined
      if (!address || !isSolanaAddress(address)) return lost()
      current = { ...current, address }
      session.accountsChanged('solana', toAccounts([address]))
    }
    const handlers: [string, Listener][] = [
      ['accountChanged', onAccount as Listener],
      ['disconnect', lost as Listener],
    ]
    for (const [event, handler] of handlers) provider.on(event, handler)
    detach = () => {
      for (const [event, handler] of handlers)
        (provider.off ?? provider.removeListener)?.call(provider, event, handler)
    }
  }

  const networkFor = (wallet: DiscoveredSolanaWallet, preferred: Network | undefined): Network => {
    const configured = deps.networks()
    const supports = (network: Network) =>
      !wallet.standard || walletChain(network, wallet.standard.chains) !== undefined
    const network =
      (preferred && supports(preferred) ? preferred : configured.find(supports)) ?? preferred ?? configured[0]
    if (!network) throw new Error('Namespace is not configured: no solana network')
    return network
  }

  const open = async (
    connectorId: string,
    wallet: DiscoveredSolanaWallet,
    silent: boolean,
    preferred: Network | undefined,
  ): Promise<ConnectResult | null> => {
    let accounts: { address: string; account?: StandardWalletAccount }[]
    if (wallet.standard) {
      const connect = feature<StandardConnectFeature>(wallet, 'standard:connect')
      if (!connect) throw new Error(`${wallet.name} does not support standard:connect`)
      const result = silent
        ? await connect.connect({ silent: true }).catch(() => ({ accounts: [] }))
        : await connect.connect()
      accounts = (result?.accounts ?? []).filter(isSolanaAccount).map((account) => ({
        address: account.address,
        account,
      }))
    } else {
      const provider = wallet.injected
      const result = silent
        ? await provider.connect({ onlyIfTrusted: true }).then(
            (answer) => ({ answer }),
            () => undefined,
          )
        : { answer: await provider.connect() }
      const key = result ? (result.answer?.publicKey ?? provider.publicKey) : undefined
      const address = key ? String(key) : ''
      accounts = isSolanaAddress(address) ? [{ address }] : []
    }
    const primary = accounts[0]
    if (!primary) {
      if (silent) return null
      throw new Error('The wallet returned no account')
    }
    const network = networkFor(wallet, preferred)
    attach({
      connectorId,
      wallet,
      address: primary.address,
      ...(primary.account ? { account: primary.account } : {}),
      caipNetworkId: network.caipNetworkId,
    })
    const identifier = deps.identifier(wallet)
    return {
      accounts: toAccounts(accounts.map((account) => account.address)),
      caipNetworkId: network.caipNetworkId,
      walletInfo: {
        name: wallet.name,
        ...(wallet.icon ? { icon: wallet.icon } : {}),
        identifier: identifier ?? wallet.name,
        type: wallet.type,
      },
    }
  }

  const adapter: ChainAdapter = {
    namespace: 'solana',
    async connect(connector, { network }) {
      const wallet = discovery.find(connector.id)
      if (!wallet) throw new Error(`No Solana wallet for connector ${connector.id}`)
      return (await open(connector.id, wallet, false, network)) as ConnectResult
    },
    async disconnect() {
      const wallet = current?.wallet
      release()
      if (!wallet) return
      const leaving = wallet.standard
        ? feature<StandardDisconnectFeature>(wallet, 'standard:disconnect')?.disconnect()
        : wallet.injected.disconnect?.()
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        Promise.resolve(leaving).catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, deps.disconnectTimeoutMs)
        }),
      ])
      clearTimeout(timer)
    },
    async reconnect(connectorId, { network }) {
      const wallet = await discovery.waitFor(connectorId, deps.registerTimeoutMs)
      return wallet ? open(connectorId, wallet, true, network) : null
    },
    async switchNetwork(network) {
      if (current) current = { ...current, caipNetworkId: network.caipNetworkId }
    },
    getBalance: deps.getBalance,
    signMessage: (message, address) => deps.api.signMessage({ message, address }),
    sendTransaction: (request) => deps.api.sendTransaction(request as never),
    request: (args) => deps.api.request(args),
  }

  return { adapter, connection: () => current, dispose: release }
}
