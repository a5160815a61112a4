import {
  type Account,
  type ChainAdapter,
  type ConnectResult,
  type Network,
  type SessionReporter,
  untilAborted,
} from '../../entries/plugin.js'
import type { Discovery } from './createDiscovery.js'
import type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'
import { normalizeSolanaAddress } from './normalizeSolanaAddress.js'
import type { SolanaApi } from './SolanaApi.js'
import type { SolanaConnection } from './SolanaConnection.js'
import type {
  StandardConnectFeature,
  StandardEventsFeature,
  StandardWalletAccount,
} from './StandardWallet.js'
import { walletChain } from './walletChain.js'

export interface SolanaAdapterDeps {
  readonly discovery: Discovery
  /** The wallet of a connector: discovered, else behind a connector another plugin registered for solana (WalletConnect, say). */
  readonly find: (connectorId: string) => Promise<DiscoveredSolanaWallet | undefined>
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

interface Usable {
  readonly address: string
  readonly account?: StandardWalletAccount
}

const maxAccounts = 100

const usableAccounts = (value: unknown): Usable[] => {
  const usable: Usable[] = []
  try {
    for (const account of Array.isArray(value) ? value.slice(0, maxAccounts) : []) {
      const { address, chains } = account as StandardWalletAccount
      const solana =
        !Array.isArray(chains) ||
        chains.length === 0 ||
        chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
      const normalized = solana ? normalizeSolanaAddress(address) : undefined
      if (normalized && !usable.some((item) => item.address === normalized))
        usable.push({ address: normalized, account })
    }
  } catch {
    return []
  }
  return usable
}

const keyAddress = (read: () => unknown) => {
  try {
    const key = read()
    return key ? normalizeSolanaAddress(String(key)) : undefined
  } catch {
    return undefined
  }
}

const toAccounts = (accounts: readonly Usable[]): Account[] =>
  accounts.map(({ address }) => ({ namespace: 'solana', address, type: 'eoa', publicKey: address }))

/** The ConnectionError 'Failed to connect' with `details`, its module loaded only when a connect fails. */
const failure = async (details: string) => (await import('./failure.js')).failure(details)

const feature = <T>(wallet: DiscoveredSolanaWallet, name: string) =>
  wallet.standard?.features[name] as T | undefined

/** The solana ChainAdapter over Wallet Standard wallets and injected providers; wallet events go to the session reporter. */
export function createSolanaAdapter(deps: SolanaAdapterDeps): SolanaAdapter {
  const { discovery, session } = deps
  let current: SolanaConnection | undefined
  let detach: (() => void) | undefined

  const release = () => {
    try {
      detach?.()
    } catch {}
    detach = undefined
    current = undefined
  }

  /** Asks the wallet to disconnect, waiting at most disconnectTimeoutMs; its own chunk, loaded on disconnect. */
  const leave = async (wallet: DiscoveredSolanaWallet) =>
    (await import('./leaveWallet.js')).leaveWallet(wallet, deps.disconnectTimeoutMs)

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
      const off = events.on('change', (properties) => {
        const accounts = properties?.accounts
        if (!owns() || !current || accounts === undefined) return
        const usable = usableAccounts(accounts)
        const primary = usable[0]
        if (!primary) return lost()
        current = {
          ...current,
          address: primary.address,
          ...(primary.account ? { account: primary.account } : {}),
        }
        session.accountsChanged('solana', toAccounts(usable))
      })
      detach = () => off()
      return
    }
    const provider = wallet.injected
    if (!provider?.on) return
    const onAccount = (key: { toString(): string } | null) => {
      if (!owns() || !current) return
      const address = keyAddress(() => key)
      if (!address) return lost()
      current = { ...current, address }
      session.accountsChanged('solana', toAccounts([{ address }]))
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

  const networkFor = (
    wallet: DiscoveredSolanaWallet,
    preferred: Network | undefined,
  ): Network | undefined => {
    const configured = deps.networks()
    const supports = (network: Network) =>
      !wallet.standard || walletChain(network, wallet.standard.chains) !== undefined
    return (
      (preferred && supports(preferred) ? preferred : configured.find(supports)) ?? preferred ?? configured[0]
    )
  }

  const open = async (
    connectorId: string,
    wallet: DiscoveredSolanaWallet,
    silent: boolean,
    preferred: Network | undefined,
    signal: AbortSignal | undefined,
  ): Promise<ConnectResult | null> => {
    const connect = wallet.standard && feature<StandardConnectFeature>(wallet, 'standard:connect')
    if (wallet.standard && !connect) throw await failure(`${wallet.name} does not support standard:connect`)
    const asked = Promise.resolve().then((): Promise<unknown> | undefined => {
      if (connect) return silent ? connect.connect({ silent: true }) : connect.connect()
      return silent ? wallet.injected?.connect({ onlyIfTrusted: true }) : wallet.injected?.connect()
    })
    const abandon = () =>
      void asked.then(
        () => leave(wallet),
        () => undefined,
      )
    if (!silent) signal?.addEventListener('abort', abandon, { once: true })
    try {
      const answered = await untilAborted(
        asked.then(
          (value) => ({ value: value as { accounts?: unknown; publicKey?: unknown } | undefined }),
          (error: unknown) => {
            if (silent) return undefined
            throw error
          },
        ),
        signal,
      )
      const address =
        !connect && answered && keyAddress(() => answered.value?.publicKey ?? wallet.injected?.publicKey)
      const accounts: Usable[] = connect
        ? usableAccounts(answered?.value?.accounts)
        : address
          ? [{ address }]
          : []
      return finish(connectorId, wallet, accounts, silent, preferred, signal)
    } finally {
      signal?.removeEventListener('abort', abandon)
    }
  }

  const finish = async (
    connectorId: string,
    wallet: DiscoveredSolanaWallet,
    accounts: readonly Usable[],
    silent: boolean,
    preferred: Network | undefined,
    signal: AbortSignal | undefined,
  ): Promise<ConnectResult | null> => {
    const primary = accounts[0]
    if (!primary) {
      if (silent) return null
      throw await failure('The wallet returned no account')
    }
    const network = networkFor(wallet, preferred)
    if (!network) throw await failure('Namespace is not configured: no solana network')
    signal?.throwIfAborted()
    attach({
      connectorId,
      wallet,
      address: primary.address,
      ...(primary.account ? { account: primary.account } : {}),
      caipNetworkId: network.caipNetworkId,
    })
    const identifier = deps.identifier(wallet)
    return {
      accounts: toAccounts(accounts),
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
    defaultAccountType: 'eoa',
    nativeDecimals: 9,
    capabilities: ['send', 'onramp', 'auth', 'activity', 'portfolio'],
    normalizeAddress: normalizeSolanaAddress,
    async connect(connector, { network, signal } = {}) {
      signal?.throwIfAborted()
      const wallet = await deps.find(connector.id)
      if (!wallet) throw await failure(`No Solana wallet for connector ${connector.id}`)
      return (await open(connector.id, wallet, false, network, signal)) as ConnectResult
    },
    async disconnect() {
      const wallet = current?.wallet
      release()
      if (wallet) await leave(wallet)
    },
    async reconnect(connectorId, { network, signal } = {}) {
      signal?.throwIfAborted()
      const wallet =
        (await deps.find(connectorId)) ??
        (await untilAborted(discovery.waitFor(connectorId, deps.registerTimeoutMs), signal))
      return wallet ? open(connectorId, wallet, true, network, signal) : null
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
