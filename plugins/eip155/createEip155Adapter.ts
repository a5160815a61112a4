import type {
  Account,
  ChainAdapter,
  Connector,
  ConnectResult,
  Network,
  SessionReporter,
} from '../../entries/plugin.js'
import { untilAborted } from '../../entries/plugin.js'
import type { Discovery } from './createDiscovery.js'
import type { DiscoveredWallet } from './DiscoveredWallet.js'
import type { Eip155Api } from './Eip155Api.js'
import type { Eip155Connection } from './Eip155Connection.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import type { failure as Failure } from './failure.js'

export interface Eip155AdapterDeps {
  readonly discovery: Discovery
  /** A connector another plugin registered for eip155 (WalletConnect, say), whose provider this adapter drives. */
  readonly registered: (connectorId: string) => Connector | undefined
  /** The name the visitor saw when choosing a stored connector, so a wallet borrowing its rdns is not restored instead. */
  readonly storedName?: (connectorId: string) => string | undefined
  readonly session: SessionReporter
  readonly api: Eip155Api
  /** Native balances over the chain RPC, loaded on first use. */
  readonly getBalance: NonNullable<ChainAdapter['getBalance']>
  readonly announceTimeoutMs: number
  readonly revokeTimeoutMs: number
}

export interface Eip155Adapter {
  readonly adapter: ChainAdapter
  connection(): Eip155Connection | undefined
  dispose(): void
}

type Listener = (...args: never[]) => void

const maxAccounts = 100

type Normalize = (value: unknown) => string | undefined

const toAccounts = (value: unknown, normalize: Normalize | undefined): Account[] => {
  const addresses = new Set<string>()
  try {
    for (const item of Array.isArray(value) ? value.slice(0, maxAccounts) : []) {
      const address = normalize?.(item)
      if (address) addresses.add(address)
    }
  } catch {
    return []
  }
  return [...addresses].map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}

const hexQuantity = /^0x[0-9a-fA-F]{1,13}$/

const toChainId = (value: unknown): number | undefined => {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && hexQuantity.test(value)
        ? Number(value)
        : 0
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The ConnectionError 'Failed to connect' with `details`, its module loaded only when a connect fails. */
const failure = async (reason: Parameters<typeof Failure>[0]) =>
  (await import('./failure.js')).failure(reason)

const ask = (provider: Eip1193Provider, method: string, params?: unknown) =>
  Promise.resolve().then(() => provider.request(params === undefined ? { method } : { method, params }))

/** The eip155 ChainAdapter over EIP-1193 providers; wallet events go to the kernel's session reporter. */
export function createEip155Adapter(deps: Eip155AdapterDeps): Eip155Adapter {
  const { discovery, session } = deps
  let current: Eip155Connection | undefined
  let detach: (() => void) | undefined
  let normalize: Normalize | undefined
  let loading: Promise<unknown> | undefined
  const checksum = () =>
    (loading ??= import('./normalizeEvmAddress.js').then(
      (loaded) => {
        normalize = loaded.normalizeEvmAddress
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  checksum().catch(() => undefined)

  const release = () => {
    try {
      detach?.()
    } catch {}
    detach = undefined
    current = undefined
  }

  const revoke = async (provider: Eip1193Provider) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      ask(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, deps.revokeTimeoutMs)
      }),
    ])
    clearTimeout(timer)
  }

  const attach = (connection: Eip155Connection) => {
    release()
    current = connection
    const { provider } = connection
    const owns = () => current?.provider === provider
    const onAccounts = (value: unknown) => {
      if (!owns()) return
      const accounts = toAccounts(value, normalize)
      const primary = accounts[0]
      if (!primary) release()
      else if (current) current = { ...current, address: primary.address }
      session.accountsChanged('eip155', accounts)
    }
    const onChain = (value: unknown) => {
      const chainId = toChainId(value)
      if (!owns() || !current || chainId === undefined || chainId === current.chainId) return
      current = { ...current, chainId }
      session.chainChanged('eip155', `eip155:${chainId}`)
    }
    const onDisconnect = (error: unknown) => {
      if (!owns() || (error as { code?: unknown } | undefined)?.code === 1013) return
      release()
      session.disconnected('eip155')
    }
    const handlers: [string, Listener][] = [
      ['accountsChanged', onAccounts as Listener],
      ['chainChanged', onChain as Listener],
      ['disconnect', onDisconnect as Listener],
    ]
    try {
      for (const [event, handler] of handlers) provider.on?.(event, handler)
    } catch {}
    detach = () => {
      for (const [event, handler] of handlers) provider.removeListener?.(event, handler)
    }
  }

  const open = async (
    connectorId: string,
    provider: Eip1193Provider,
    wallet: DiscoveredWallet | undefined,
    answer: Promise<unknown>,
    signal: AbortSignal | undefined,
  ): Promise<ConnectResult | null> => {
    const [answered] = await untilAborted(Promise.all([answer, checksum()]), signal)
    const accounts = toAccounts(answered, normalize)
    const primary = accounts[0]
    if (!primary) return null
    const chainId = toChainId(await untilAborted(ask(provider, 'eth_chainId'), signal))
    if (chainId === undefined) throw await failure('chain')
    signal?.throwIfAborted()
    attach({ connectorId, provider, address: primary.address, chainId })
    const connector = wallet ? undefined : deps.registered(connectorId)
    const icon = wallet?.icon ?? connector?.imageUrl
    return {
      accounts,
      caipNetworkId: `eip155:${chainId}`,
      walletInfo: {
        name: wallet?.name ?? connector?.name ?? connectorId,
        ...(icon ? { icon } : {}),
        ...(wallet?.rdns ? { identifier: wallet.rdns } : {}),
        type: wallet?.type ?? connector?.type ?? 'announced',
      },
    }
  }

  const adapter: ChainAdapter = {
    namespace: 'eip155',
    defaultAccountType: 'smartAccount',
    nativeDecimals: 18,
    capabilities: ['send', 'names', 'activity', 'onramp', 'auth', 'portfolio'],
    normalizeAddress: (address) => normalize?.(address),
    async connect(connector, { signal } = {}) {
      signal?.throwIfAborted()
      const wallet = discovery.find(connector.id)
      const provider = wallet?.provider ?? (connector.provider as Eip1193Provider | undefined)
      if (typeof provider?.request !== 'function') throw await failure('provider')
      const granted = ask(provider, 'eth_requestAccounts')
      const abandon = () =>
        void Promise.all([granted, checksum()]).then(
          ([value]) => (toAccounts(value, normalize).length > 0 ? revoke(provider) : undefined),
          () => undefined,
        )
      signal?.addEventListener('abort', abandon, { once: true })
      try {
        const result = await open(connector.id, provider, wallet, granted, signal)
        if (!result) throw await failure('account')
        return result
      } finally {
        signal?.removeEventListener('abort', abandon)
      }
    },
    async disconnect() {
      const provider = current?.provider
      release()
      if (provider) await revoke(provider)
    },
    async reconnect(connectorId, { signal } = {}) {
      signal?.throwIfAborted()
      const name = deps.storedName?.(connectorId)
      const wallet =
        discovery.find(connectorId, name) ??
        (deps.registered(connectorId)
          ? undefined
          : await untilAborted(discovery.waitFor(connectorId, deps.announceTimeoutMs, name), signal))
      const provider =
        wallet?.provider ?? (deps.registered(connectorId)?.provider as Eip1193Provider | undefined)
      if (typeof provider?.request !== 'function') return null
      return open(connectorId, provider, wallet, ask(provider, 'eth_accounts'), signal)
    },
    async switchNetwork(network: Network) {
      const provider = current?.provider
      const { switchChain } = await import('./switchChain.js')
      await switchChain(provider, network)
      if (provider && current?.provider === provider) current = { ...current, chainId: Number(network.id) }
    },
    getBalance: deps.getBalance,
    signMessage: (message, address) => deps.api.signMessage({ message, address }),
    async sendTransaction(request) {
      const hash = await deps.api.sendTransaction(request)
      // The kernel refreshes the balance when the hash is back, which can be before the block: once more when mined
      deps.api.waitForReceipt(hash).then(
        () => session.refreshBalance('eip155'),
        () => undefined,
      )
      return hash
    },
    request: (args) => deps.api.request(args),
  }

  return {
    adapter,
    connection: () => current,
    dispose: release,
  }
}
