import { ConnectionError } from '../errors/ConnectionError.js'
import { GangwayError } from '../errors/GangwayError.js'
import type { EventBus } from '../events/EventBus.js'
import { formatBalance } from '../format/formatBalance.js'
import type { Logger } from '../log/Logger.js'
import type { ChainAdapter, ConnectResult, SessionReporter } from '../plugin/Plugin.js'
import { errorChain } from '../rpc/errorChain.js'
import { readErrorCode } from '../rpc/readErrorCode.js'
import { emptyAccountState } from '../store/createAccountStore.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { Account, AccountState } from '../types/Account.js'
import type { CaipAddress, ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import type { Network } from '../types/Network.js'
import type { KernelPersistence } from './KernelPersistence.js'

export interface Session extends Omit<SessionReporter, 'refreshBalance'> {
  connect(connector: Connector | string, namespace?: ChainNamespace): Promise<ConnectResult>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Restores stored connections, newest first, for namespaces whose adapter is set up. One run at a time. */
  reconnect(): Promise<void>
  refreshBalance(namespace: ChainNamespace, options?: { readonly force?: boolean }): Promise<void>
}

export interface SessionDeps {
  readonly stores: GangwayStores
  readonly events: EventBus
  /** The adapter of a namespace, once its chain plugin is set up. */
  readonly chain: (namespace: ChainNamespace) => ChainAdapter | undefined
  readonly persistence: KernelPersistence
  readonly log: Logger
  readonly notify: (message: string, variant: 'error') => void
  readonly balanceCacheMs: number
  readonly balanceRetryBlockMs: number
  readonly defaultAccountType: (namespace: ChainNamespace) => Account['type']
  readonly now?: () => number
}

/** Connection state machine per namespace; chain plugins report, the kernel keeps state consistent. */
export function createSession(deps: SessionDeps): Session {
  const { stores, events, chain, persistence, log } = deps
  const now = deps.now ?? Date.now
  const balances = new Map<ChainNamespace, { at: number; failedAt?: number }>()
  let reconnecting: Promise<void> | undefined

  const account = (namespace: ChainNamespace) => stores.accounts.getState().byNamespace[namespace]
  const setAccount = (namespace: ChainNamespace, next: AccountState) =>
    stores.accounts.setState({
      byNamespace: { ...stores.accounts.getState().byNamespace, [namespace]: next },
    })
  const patchAccount = (namespace: ChainNamespace, patch: Partial<AccountState>) =>
    setAccount(namespace, { ...(account(namespace) ?? emptyAccountState), ...patch })
  const networkOf = (namespace: ChainNamespace): Network | undefined => {
    const { configured, active } = stores.networks.getState()
    return configured.find((network) => network.caipNetworkId === active[namespace])
  }
  const explorerUrl = (network: Network | undefined, address: string) =>
    network?.blockExplorers
      ? `${network.blockExplorers.default.url.replace(/\/$/, '')}/address/${address}`
      : undefined

  const clearNamespace = (namespace: ChainNamespace) => {
    setAccount(namespace, emptyAccountState)
    const { active } = stores.connectors.getState()
    const { [namespace]: _removed, ...rest } = active
    stores.connectors.setState({ active: rest })
    persistence.clearConnection(namespace)
    balances.delete(namespace)
  }

  const applyConnected = (
    namespace: ChainNamespace,
    connectorId: string,
    result: ConnectResult,
    restoring = false,
  ) => {
    const primary = result.accounts[0]
    if (!primary)
      throw new ConnectionError('Failed to connect', { details: 'The wallet returned no account' })
    const networks = stores.networks.getState()
    stores.networks.setState({
      active: { ...networks.active, [namespace]: result.caipNetworkId },
      ...(restoring ? {} : { activeNamespace: namespace }),
    })
    stores.connectors.setState({
      active: { ...stores.connectors.getState().active, [namespace]: connectorId },
    })
    const previous = account(namespace)
    setAccount(namespace, {
      ...emptyAccountState,
      status: 'connected',
      address: primary.address,
      caipAddress: `${result.caipNetworkId}:${primary.address}` as CaipAddress,
      allAccounts: result.accounts,
      preferredAccountType: previous?.preferredAccountType ?? deps.defaultAccountType(namespace),
      addressExplorerUrl: explorerUrl(networkOf(namespace), primary.address),
      ...(result.walletInfo ? { connectedWalletInfo: result.walletInfo } : {}),
    })
    if (!restoring) {
      persistence.saveConnection(namespace, connectorId)
      persistence.saveActiveNetwork(result.caipNetworkId)
      const connector = stores.connectors
        .getState()
        .connectors.find((item) => item.id === connectorId && item.chain === namespace)
      const recent = persistence.addRecentWallet({
        id: connectorId,
        name: connector?.name ?? result.walletInfo?.name ?? connectorId,
        ...(connector?.imageId ? { image_id: connector.imageId } : {}),
        ...(connector?.info?.rdns ? { rdns: connector.info.rdns } : {}),
      })
      stores.connectors.setState({ recent })
    }
    events.emit('CONNECT_SUCCESS', { namespace, address: primary.address, connector: connectorId })
    void session.refreshBalance(namespace, { force: true })
  }

  const findConnector = (connector: Connector | string, namespace?: ChainNamespace) => {
    if (typeof connector !== 'string') return connector
    return stores.connectors
      .getState()
      .connectors.find(
        (item) => item.id === connector && (namespace === undefined || item.chain === namespace),
      )
  }

  const session: Session = {
    async connect(target, namespace) {
      const connector = findConnector(target, namespace)
      if (!connector)
        throw new ConnectionError('Failed to connect', { details: `Unknown connector ${String(target)}` })
      const owner = connector.chain
      const adapter = chain(owner)
      if (!adapter) throw new ConnectionError('Adapter not found', { details: `No adapter for ${owner}` })
      const before = account(owner)
      patchAccount(owner, { status: 'connecting' })
      try {
        const result = await adapter.connect(connector, { network: networkOf(owner) })
        applyConnected(owner, connector.id, result)
        return result
      } catch (cause) {
        setAccount(owner, before?.status === 'connected' ? before : emptyAccountState)
        const rejected = errorChain(cause).some((item) => readErrorCode(item) === 4001)
        const error =
          cause instanceof ConnectionError
            ? cause
            : new ConnectionError(rejected ? 'Connection rejected' : 'Failed to connect', { cause })
        events.emit('CONNECT_ERROR', { namespace: owner, message: error.message })
        throw error
      }
    },

    async disconnect(namespace) {
      const byNamespace = stores.accounts.getState().byNamespace
      const targets = namespace
        ? [namespace]
        : (Object.keys(byNamespace) as ChainNamespace[]).filter(
            (ns) => byNamespace[ns]?.status !== 'disconnected',
          )
      const failures: unknown[] = []
      for (const ns of targets) {
        try {
          await chain(ns)?.disconnect()
        } catch (cause) {
          failures.push(cause)
          log.warn('wallet disconnect failed', cause)
        }
        clearNamespace(ns)
      }
      persistence.clearLoginData()
      events.emit('DISCONNECT_SUCCESS', { namespace: namespace ?? 'all' })
      if (failures.length > 0) {
        events.emit('DISCONNECT_ERROR', { message: 'Failed to disconnect' })
        throw new ConnectionError('Failed to disconnect', { cause: failures[0] })
      }
    },

    reconnect() {
      reconnecting ??= (async () => {
        for (const stored of [...persistence.connections()].sort((a, b) => b.at - a.at)) {
          const adapter = chain(stored.namespace)
          if (account(stored.namespace)?.status === 'connected') continue
          if (!adapter?.reconnect) {
            clearNamespace(stored.namespace)
            continue
          }
          patchAccount(stored.namespace, { status: 'connecting' })
          try {
            const result = await adapter.reconnect(stored.connectorId, {
              network: networkOf(stored.namespace),
            })
            if (result) applyConnected(stored.namespace, stored.connectorId, result, true)
            else clearNamespace(stored.namespace)
          } catch (cause) {
            log.warn('reconnect failed', cause)
            clearNamespace(stored.namespace)
          }
        }
      })().finally(() => {
        reconnecting = undefined
      })
      return reconnecting
    },

    async refreshBalance(namespace, options) {
      const current = account(namespace)
      const network = networkOf(namespace)
      const adapter = chain(namespace)
      if (!current?.address || !network || !adapter?.getBalance) return
      const cached = balances.get(namespace)
      const time = now()
      if (cached?.failedAt !== undefined && time - cached.failedAt < deps.balanceRetryBlockMs) return
      if (!options?.force && cached && time - cached.at < deps.balanceCacheMs) return
      const address = current.address
      try {
        const balance = await adapter.getBalance(address, network)
        if (account(namespace)?.address !== address) return
        balances.set(namespace, { at: now() })
        patchAccount(namespace, { balance: formatBalance(balance.value), balanceSymbol: balance.symbol })
      } catch (cause) {
        log.warn('balance fetch failed', cause)
        balances.set(namespace, { at: 0, failedAt: now() })
        deps.notify('Token Balance Unavailable', 'error')
      }
    },

    accountsChanged(namespace, accounts) {
      const primary = accounts[0]
      if (!primary) {
        clearNamespace(namespace)
        events.emit('DISCONNECT_SUCCESS', { namespace })
        return
      }
      const caipNetworkId = stores.networks.getState().active[namespace]
      patchAccount(namespace, {
        address: primary.address,
        allAccounts: accounts,
        balance: undefined,
        ...(caipNetworkId ? { caipAddress: `${caipNetworkId}:${primary.address}` as CaipAddress } : {}),
        addressExplorerUrl: explorerUrl(networkOf(namespace), primary.address),
      })
      void session.refreshBalance(namespace, { force: true })
    },

    chainChanged(namespace, caipNetworkId) {
      const networks = stores.networks.getState()
      stores.networks.setState({ active: { ...networks.active, [namespace]: caipNetworkId } })
      persistence.saveActiveNetwork(caipNetworkId)
      const address = account(namespace)?.address
      if (address)
        patchAccount(namespace, {
          caipAddress: `${caipNetworkId}:${address}` as CaipAddress,
          balance: undefined,
        })
      events.emit('SWITCH_NETWORK', { caipNetworkId, namespace })
      void session.refreshBalance(namespace, { force: true })
    },

    disconnected(namespace) {
      if (account(namespace)?.status === 'disconnected') return
      clearNamespace(namespace)
      events.emit('DISCONNECT_SUCCESS', { namespace })
    },

    update(namespace, patch) {
      if (!account(namespace)) throw new GangwayError('Namespace is not configured')
      patchAccount(namespace, patch)
    },

    rememberWallet(wallet) {
      stores.connectors.setState({ recent: persistence.addRecentWallet(wallet) })
    },
  }
  return session
}
