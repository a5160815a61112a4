import type {
  Account,
  ChainAdapter,
  Connector,
  ConnectResult,
  Network,
  SessionReporter,
} from '../../core/index.js'
import type { Discovery } from './createDiscovery.js'
import type { Eip155Api } from './Eip155Api.js'
import type { Eip155Connection } from './Eip155Connection.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

export interface Eip155AdapterDeps {
  readonly discovery: Discovery
  /** A connector another plugin registered for eip155 (WalletConnect, say), whose provider this adapter drives. */
  readonly registered: (connectorId: string) => Connector | undefined
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

const toAccounts = (value: unknown): Account[] =>
  (Array.isArray(value) ? value : [])
    .filter((item): item is string => typeof item === 'string' && item !== '')
    .map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))

const toChainId = (value: unknown) => Number(value)

const ask = (provider: Eip1193Provider, method: string) => provider.request({ method })

/** The eip155 ChainAdapter over EIP-1193 providers; wallet events go to the kernel's session reporter. */
export function createEip155Adapter(deps: Eip155AdapterDeps): Eip155Adapter {
  const { discovery, session } = deps
  let current: Eip155Connection | undefined
  let detach: (() => void) | undefined

  const release = () => {
    detach?.()
    detach = undefined
    current = undefined
  }

  const attach = (connection: Eip155Connection) => {
    release()
    current = connection
    const { provider } = connection
    const owns = () => current?.provider === provider
    const onAccounts = (value: unknown) => {
      if (!owns()) return
      const accounts = toAccounts(value)
      const primary = accounts[0]
      if (!primary) release()
      else if (current) current = { ...current, address: primary.address }
      session.accountsChanged('eip155', accounts)
    }
    const onChain = (value: unknown) => {
      const chainId = toChainId(value)
      if (!owns() || !current || !Number.isSafeInteger(chainId) || chainId === current.chainId) return
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
    for (const [event, handler] of handlers) provider.on?.(event, handler)
    detach = () => {
      for (const [event, handler] of handlers) provider.removeListener?.(event, handler)
    }
  }

  const open = async (
    connectorId: string,
    provider: Eip1193Provider,
    method: 'eth_requestAccounts' | 'eth_accounts',
  ): Promise<ConnectResult | null> => {
    const accounts = toAccounts(await ask(provider, method))
    const primary = accounts[0]
    if (!primary) {
      if (method === 'eth_accounts') return null
      throw new Error('The wallet returned no account')
    }
    const chainId = toChainId(await ask(provider, 'eth_chainId'))
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error('The wallet returned no chain id')
    attach({ connectorId, provider, address: primary.address, chainId })
    const wallet = discovery.find(connectorId)
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
    async connect(connector) {
      const provider = discovery.find(connector.id)?.provider ?? (connector.provider as Eip1193Provider)
      if (typeof provider?.request !== 'function')
        throw new Error(`No provider for connector ${connector.id}`)
      return (await open(connector.id, provider, 'eth_requestAccounts')) as ConnectResult
    },
    async disconnect() {
      const provider = current?.provider
      release()
      if (!provider) return
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        provider
          .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
          .catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, deps.revokeTimeoutMs)
        }),
      ])
      clearTimeout(timer)
    },
    async reconnect(connectorId) {
      const provider =
        discovery.find(connectorId)?.provider ??
        (deps.registered(connectorId)?.provider as Eip1193Provider | undefined) ??
        (await discovery.waitFor(connectorId, deps.announceTimeoutMs))?.provider
      return typeof provider?.request === 'function' ? open(connectorId, provider, 'eth_accounts') : null
    },
    async switchNetwork(network: Network) {
      const provider = current?.provider
      const { switchChain } = await import('./switchChain.js')
      await switchChain(provider, network)
      if (provider && current?.provider === provider) current = { ...current, chainId: Number(network.id) }
    },
    getBalance: deps.getBalance,
    signMessage: (message, address) => deps.api.signMessage({ message, address }),
    sendTransaction: (request) => deps.api.sendTransaction(request),
    request: (args) => deps.api.request(args),
  }

  return {
    adapter,
    connection: () => current,
    dispose: release,
  }
}
