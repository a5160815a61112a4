import { formatCaipAddress } from '../caip/formatCaipAddress.js'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import { ConfigError } from '../errors/ConfigError.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import { adapterNotFound } from '../errors/messages/adapterNotFound.js'
import { connectionRejected } from '../errors/messages/connectionRejected.js'
import { failedToConnect } from '../errors/messages/failedToConnect.js'
import { failedToDisconnect } from '../errors/messages/failedToDisconnect.js'
import { namespaceNotConfigured } from '../errors/messages/namespaceNotConfigured.js'
import type { EventBus } from '../events/EventBus.js'
import type { Logger } from '../log/Logger.js'
import type { ChainAdapter } from '../plugin/ChainAdapter.js'
import type { ConnectResult } from '../plugin/ConnectResult.js'
import type { SessionReporter } from '../plugin/SessionReporter.js'
import { errorChain } from '../rpc/errorChain.js'
import { readErrorCode } from '../rpc/readErrorCode.js'
import { emptyAccountState } from '../store/createAccountStore.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { Account, AccountState } from '../types/Account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import type { Network } from '../types/Network.js'
import { safeUrl } from '../url/safeUrl.js'
import { checkAccounts } from './checkAccounts.js'
import { createBalanceRefresher } from './createBalanceRefresher.js'
import { createCoalescedWrite } from './createCoalescedWrite.js'
import { createConnectAttempts } from './createConnectAttempts.js'
import type { KernelPersistence } from './KernelPersistence.js'
import { untilAborted } from './untilAborted.js'

export interface Session extends Omit<SessionReporter, 'refreshBalance'> {
  connect(connector: Connector | string, namespace?: ChainNamespace): Promise<ConnectResult>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Restores stored connections, newest first, for namespaces whose adapter is set up. One run at a time. */
  reconnect(): Promise<void>
  /** Ends every connect still waiting for a wallet (the visitor walked away); its caller gets `reason`. */
  abandon(reason: ConnectionError): void
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
  /** How long a silent reconnect may wait for a wallet before it counts as failed. */
  readonly reconnectTimeoutMs: number
  readonly defaultAccountType: (namespace: ChainNamespace) => Account['type']
  /** The wallet is on a network the host did not configure (after a connect or a wallet event). */
  readonly onUnsupportedNetwork?: (namespace: ChainNamespace, caipNetworkId: CaipNetworkId) => void
  /** A stored connection was restored silently. */
  readonly onRestored?: (namespace: ChainNamespace) => void
  readonly now?: () => number
}

/** Connection state machine per namespace; chain plugins report, the kernel keeps state consistent. */
export function createSession(deps: SessionDeps): Session {
  const { stores, events, chain, persistence, log } = deps
  const attempts = createConnectAttempts()
  let reconnecting: Promise<void> | undefined
  const saveActiveNetwork = createCoalescedWrite<CaipNetworkId>(persistence.saveActiveNetwork, 250)

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
  const balances = createBalanceRefresher({
    account,
    patch: (namespace, patch) => {
      if (account(namespace)?.address) patchAccount(namespace, patch)
    },
    network: networkOf,
    chain,
    log,
    notify: deps.notify,
    cacheMs: deps.balanceCacheMs,
    retryBlockMs: deps.balanceRetryBlockMs,
    now: deps.now ?? Date.now,
  })
  const explorerUrl = (network: Network | undefined, address: string) => {
    const base = network?.blockExplorers?.default?.url
    return typeof base === 'string'
      ? safeUrl(`${base.replace(/\/$/, '')}/address/${address}`, 'web')
      : undefined
  }
  const walletInfo = (info: ConnectResult['walletInfo']) => {
    if (!info) return undefined
    const icon = safeUrl(info.icon, 'image')
    const { icon: _raw, ...rest } = info
    return icon ? { ...rest, icon } : rest
  }
  const caipAddressOf = (caipNetworkId: CaipNetworkId | undefined, address: string) => {
    if (!caipNetworkId) return undefined
    try {
      return formatCaipAddress(caipNetworkId, address)
    } catch {
      return undefined
    }
  }
  const checked = (namespace: ChainNamespace, accounts: unknown) =>
    checkAccounts(namespace, accounts, chain(namespace)?.normalizeAddress, 'eoa')
  const isConfigured = (caipNetworkId: CaipNetworkId) =>
    stores.networks
      .getState()
      .configured.some(
        (network) =>
          network.caipNetworkId === caipNetworkId || network.deprecatedCaipNetworkId === caipNetworkId,
      )

  const clearNamespace = (namespace: ChainNamespace) => {
    setAccount(namespace, emptyAccountState)
    const { active } = stores.connectors.getState()
    const { [namespace]: _removed, ...rest } = active
    stores.connectors.setState({ active: rest })
    persistence.clearConnection(namespace)
  }

  const applyConnected = (
    namespace: ChainNamespace,
    connectorId: string,
    result: ConnectResult,
    restoring = false,
  ) => {
    const accounts = checked(namespace, result.accounts)
    const primary = accounts[0]
    if (!primary)
      throw new ConnectionError(failedToConnect, { details: 'The wallet returned no valid account' })
    const { caipNetworkId } = result
    if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`))
      throw new ConnectionError(failedToConnect, { details: 'The wallet returned no valid network' })
    const networks = stores.networks.getState()
    stores.networks.setState({
      active: { ...networks.active, [namespace]: caipNetworkId },
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
      caipAddress: caipAddressOf(caipNetworkId, primary.address),
      allAccounts: accounts,
      preferredAccountType: previous?.preferredAccountType ?? deps.defaultAccountType(namespace),
      addressExplorerUrl: explorerUrl(networkOf(namespace), primary.address),
      ...(result.walletInfo ? { connectedWalletInfo: walletInfo(result.walletInfo) } : {}),
    })
    if (!restoring) {
      persistence.saveConnection(namespace, connectorId)
      if (isConfigured(caipNetworkId)) persistence.saveActiveNetwork(caipNetworkId)
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
    void balances.refresh(namespace, { force: !restoring })
    if (restoring) deps.onRestored?.(namespace)
    else if (!isConfigured(caipNetworkId)) deps.onUnsupportedNetwork?.(namespace, caipNetworkId)
  }

  const findConnector = (connector: Connector | string, namespace?: ChainNamespace) => {
    if (typeof connector !== 'string') return connector
    return stores.connectors
      .getState()
      .connectors.find(
        (item) => item.id === connector && (namespace === undefined || item.chain === namespace),
      )
  }

  const reconnectOne = async (namespace: ChainNamespace, connectorId: string) => {
    const adapter = chain(namespace)
    if (account(namespace)?.status === 'connected') return
    if (!adapter?.reconnect) {
      clearNamespace(namespace)
      return
    }
    const attempt = attempts.start(namespace, 'reconnect', deps.reconnectTimeoutMs)
    patchAccount(namespace, { status: 'connecting' })
    try {
      const result = await untilAborted(
        adapter.reconnect(connectorId, { network: networkOf(namespace), signal: attempt.signal }),
        attempt.signal,
      )
      if (result) applyConnected(namespace, connectorId, result, true)
      else clearNamespace(namespace)
    } catch (cause) {
      log.warn('reconnect failed', cause)
      if (attempt.isLatest()) clearNamespace(namespace)
    } finally {
      attempt.end()
    }
  }

  const session: Session = {
    async connect(target, namespace) {
      const connector = findConnector(target, namespace)
      if (!connector)
        throw new ConnectionError(failedToConnect, { details: `Unknown connector ${String(target)}` })
      const owner = connector.chain
      const adapter = chain(owner)
      if (!adapter) throw new ConnectionError(adapterNotFound, { details: `No adapter for ${owner}` })
      attempts.supersede()
      const attempt = attempts.start(owner, 'connect')
      const before = account(owner)
      patchAccount(owner, { status: 'connecting' })
      try {
        const result = await untilAborted(
          adapter.connect(connector, { network: networkOf(owner), signal: attempt.signal }),
          attempt.signal,
        )
        applyConnected(owner, connector.id, result)
        return result
      } catch (cause) {
        if (attempt.isLatest()) setAccount(owner, before?.status === 'connected' ? before : emptyAccountState)
        const rejected = errorChain(cause).some((item) => readErrorCode(item) === 4001)
        const error =
          cause instanceof ConnectionError
            ? cause
            : new ConnectionError(rejected ? connectionRejected : failedToConnect, { cause })
        events.emit('CONNECT_ERROR', { namespace: owner, message: error.message })
        throw error
      } finally {
        attempt.end()
      }
    },

    async disconnect(namespace) {
      attempts.abort(
        new ConnectionError(failedToConnect, { details: 'Disconnected while connecting' }),
        namespace,
      )
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
      if (!namespace) for (const stored of persistence.connections()) clearNamespace(stored.namespace)
      persistence.clearLoginData()
      events.emit('DISCONNECT_SUCCESS', { namespace: namespace ?? 'all' })
      if (failures.length > 0) {
        events.emit('DISCONNECT_ERROR', { message: 'Failed to disconnect' })
        throw new ConnectionError(failedToDisconnect, { cause: failures[0] })
      }
    },

    reconnect() {
      reconnecting ??= (async () => {
        for (const stored of [...persistence.connections()].sort((a, b) => b.at - a.at)) {
          const still = persistence
            .connections()
            .some((item) => item.namespace === stored.namespace && item.connectorId === stored.connectorId)
          if (still) await reconnectOne(stored.namespace, stored.connectorId)
        }
      })().finally(() => {
        reconnecting = undefined
      })
      return reconnecting
    },

    abandon(reason) {
      attempts.abort(reason)
    },

    refreshBalance: (namespace, options) => balances.refresh(namespace, options),

    accountsChanged(namespace, reported) {
      const accounts = checked(namespace, reported)
      const primary = accounts[0]
      if (!primary) {
        if (account(namespace)?.status === 'disconnected') return
        clearNamespace(namespace)
        events.emit('DISCONNECT_SUCCESS', { namespace })
        return
      }
      const current = account(namespace)
      if (
        current?.address === primary.address &&
        current.allAccounts.map((item) => item.address).join() === accounts.map((item) => item.address).join()
      )
        return
      const caipNetworkId = stores.networks.getState().active[namespace]
      patchAccount(namespace, {
        address: primary.address,
        allAccounts: accounts,
        balance: undefined,
        balanceStatus: undefined,
        caipAddress: caipAddressOf(caipNetworkId, primary.address),
        addressExplorerUrl: explorerUrl(networkOf(namespace), primary.address),
      })
      void balances.refresh(namespace)
    },

    chainChanged(namespace, caipNetworkId) {
      if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`)) {
        log.warn('a wallet reported an invalid network id; ignored')
        return
      }
      const networks = stores.networks.getState()
      if (networks.active[namespace] === caipNetworkId) return
      stores.networks.setState({ active: { ...networks.active, [namespace]: caipNetworkId } })
      const supported = isConfigured(caipNetworkId)
      if (supported) saveActiveNetwork(caipNetworkId)
      const address = account(namespace)?.address
      if (address)
        patchAccount(namespace, {
          caipAddress: caipAddressOf(caipNetworkId, address),
          addressExplorerUrl: explorerUrl(networkOf(namespace), address),
          balance: undefined,
          balanceStatus: undefined,
        })
      events.emit('SWITCH_NETWORK', { caipNetworkId, namespace })
      void balances.refresh(namespace)
      if (!supported && address) deps.onUnsupportedNetwork?.(namespace, caipNetworkId)
    },

    disconnected(namespace) {
      if (account(namespace)?.status === 'disconnected') return
      attempts.abort(new ConnectionError(failedToConnect, { details: 'The wallet disconnected' }), namespace)
      clearNamespace(namespace)
      events.emit('DISCONNECT_SUCCESS', { namespace })
    },

    update(namespace, patch) {
      if (!account(namespace)) throw new ConfigError(namespaceNotConfigured)
      patchAccount(namespace, {
        ...patch,
        ...(patch.connectedWalletInfo ? { connectedWalletInfo: walletInfo(patch.connectedWalletInfo) } : {}),
      })
    },

    rememberWallet(wallet) {
      stores.connectors.setState({ recent: persistence.addRecentWallet(wallet) })
    },
  }
  return session
}
