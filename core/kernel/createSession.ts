import { ConnectionError } from '../errors/ConnectionError.js'
import { adapterNotFound } from '../errors/messages/adapterNotFound.js'
import { connectionRejected } from '../errors/messages/connectionRejected.js'
import { failedToConnect } from '../errors/messages/failedToConnect.js'
import { failedToDisconnect } from '../errors/messages/failedToDisconnect.js'
import { tokenBalanceUnavailable } from '../errors/messages/tokenBalanceUnavailable.js'
import { errorChain } from '../rpc/errorChain.js'
import { readErrorCode } from '../rpc/readErrorCode.js'
import { emptyAccountState } from '../store/createAccountStore.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import { createBalanceRefresher } from './createBalanceRefresher.js'
import { createCoalescedWrite } from './createCoalescedWrite.js'
import { createConnectAttempts } from './createConnectAttempts.js'
import { createConnectionApplier } from './createConnectionApplier.js'
import { createSessionState } from './createSessionState.js'
import { createWalletEvents } from './createWalletEvents.js'
import type { Session } from './Session.js'
import type { SessionDeps } from './SessionDeps.js'
import { untilAborted } from './untilAborted.js'

export type { Session } from './Session.js'
export type { SessionDeps } from './SessionDeps.js'

/** Connection state machine per registered namespace; chain plugins report, the kernel keeps state consistent. */
export function createSession(deps: SessionDeps): Session {
  const { stores, events, chain, persistence, log } = deps
  const attempts = createConnectAttempts()
  let reconnecting: Promise<void> | undefined
  const saveActiveNetwork = createCoalescedWrite<CaipNetworkId>(persistence.saveActiveNetwork, 250)
  const state = createSessionState(deps)
  const balances = createBalanceRefresher({
    account: state.account,
    patch: (namespace, patch) => {
      if (state.account(namespace)?.address) state.patch(namespace, patch)
    },
    network: state.network,
    chain,
    log,
    notify: deps.notify,
    cacheMs: deps.balanceCacheMs,
    retryBlockMs: deps.balanceRetryBlockMs,
    now: deps.now ?? Date.now,
  })
  const applyConnected = createConnectionApplier(deps, state, balances)
  events.on('TOKEN_BALANCE', ({ namespace, address, tokens, failed }) => {
    if (state.account(namespace)?.address !== address) return
    state.patch(namespace, { tokenBalance: tokens })
    if (failed) deps.notify(tokenBalanceUnavailable, 'error')
  })

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
    if (state.account(namespace)?.status === 'connected') return
    if (!adapter?.reconnect) {
      state.clear(namespace)
      return
    }
    const attempt = attempts.start(namespace, 'reconnect', deps.reconnectTimeoutMs)
    state.patch(namespace, { status: 'connecting' })
    try {
      const result = await untilAborted(
        adapter.reconnect(connectorId, { network: state.network(namespace), signal: attempt.signal }),
        attempt.signal,
      )
      if (result) applyConnected(namespace, connectorId, result, true)
      else state.clear(namespace)
    } catch (cause) {
      log.warn('reconnect failed', cause)
      if (attempt.isLatest()) state.clear(namespace)
    } finally {
      attempt.end()
    }
  }

  return {
    async connect(target, namespace, options) {
      const connector = findConnector(target, namespace)
      if (!connector)
        throw new ConnectionError(failedToConnect, { details: `Unknown connector ${String(target)}` })
      const owner = connector.chain
      const adapter = chain(owner)
      if (!adapter) throw new ConnectionError(adapterNotFound, { details: `No adapter for ${owner}` })
      attempts.supersede()
      const attempt = attempts.start(owner, 'connect')
      const before = state.account(owner)
      state.patch(owner, { status: 'connecting' })
      try {
        const result = await untilAborted(
          adapter.connect(connector, { network: state.network(owner), signal: attempt.signal }),
          attempt.signal,
        )
        applyConnected(owner, connector.id, result, false, options?.activate === false)
        return result
      } catch (cause) {
        if (attempt.isLatest()) state.set(owner, before?.status === 'connected' ? before : emptyAccountState)
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
        : Object.keys(byNamespace).filter((ns) => byNamespace[ns]?.status !== 'disconnected')
      const failures: unknown[] = []
      for (const ns of targets) {
        try {
          await chain(ns)?.disconnect()
        } catch (cause) {
          failures.push(cause)
          log.warn('wallet disconnect failed', cause)
        }
        state.clear(ns)
      }
      if (!namespace) for (const stored of persistence.connections()) state.clear(stored.namespace)
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

    ...createWalletEvents(deps, state, balances, attempts, saveActiveNetwork),
  }
}
