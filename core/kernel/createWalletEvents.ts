import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import { ConfigError } from '../errors/ConfigError.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import { failedToConnect } from '../errors/messages/failedToConnect.js'
import { namespaceNotConfigured } from '../errors/messages/namespaceNotConfigured.js'
import type { SessionReporter } from '../plugin/SessionReporter.js'
import type { CaipNetworkId } from '../types/ChainNamespace.js'
import type { BalanceRefresher } from './createBalanceRefresher.js'
import type { ConnectAttempts } from './createConnectAttempts.js'
import type { SessionState } from './createSessionState.js'
import type { SessionDeps } from './SessionDeps.js'

export type WalletEvents = Omit<SessionReporter, 'refreshBalance'>

/** What chain plugins report of their wallets, applied only for namespaces a chain plugin registered. */
export function createWalletEvents(
  deps: SessionDeps,
  state: SessionState,
  balances: BalanceRefresher,
  attempts: ConnectAttempts,
  saveActiveNetwork: (caipNetworkId: CaipNetworkId) => void,
): WalletEvents {
  const { stores, events, log, chain, persistence } = deps
  return {
    accountsChanged(namespace, reported) {
      if (!chain(namespace)) return
      const accounts = state.checked(namespace, reported)
      const primary = accounts[0]
      if (!primary) {
        if (state.account(namespace)?.status === 'disconnected') return
        state.clear(namespace)
        events.emit('DISCONNECT_SUCCESS', { namespace })
        return
      }
      const current = state.account(namespace)
      if (
        current?.address === primary.address &&
        current.allAccounts.map((item) => item.address).join() === accounts.map((item) => item.address).join()
      )
        return
      state.patch(namespace, {
        address: primary.address,
        allAccounts: accounts,
        balance: undefined,
        balanceStatus: undefined,
        ...state.locate(namespace, stores.networks.getState().active[namespace], primary.address),
      })
      void balances.refresh(namespace)
    },

    chainChanged(namespace, caipNetworkId) {
      if (!chain(namespace)) return
      if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`)) {
        log.warn('a wallet reported an invalid network id; ignored')
        return
      }
      const networks = stores.networks.getState()
      if (networks.active[namespace] === caipNetworkId) return
      // The wallet echoing a switch in progress: the switcher reports it (one SWITCH_NETWORK per switch).
      const echo = networks.switching === caipNetworkId
      stores.networks.setState({ active: { ...networks.active, [namespace]: caipNetworkId } })
      const supported = state.isConfigured(caipNetworkId)
      if (supported && networks.activeNamespace === namespace) saveActiveNetwork(caipNetworkId)
      const address = state.account(namespace)?.address
      if (address)
        state.patch(namespace, {
          ...state.locate(namespace, caipNetworkId, address),
          balance: undefined,
          balanceStatus: undefined,
        })
      if (echo) return
      events.emit('SWITCH_NETWORK', { caipNetworkId, namespace })
      void balances.refresh(namespace)
      if (!supported && address) deps.onUnsupportedNetwork?.(namespace, caipNetworkId)
    },

    disconnected(namespace) {
      if (state.account(namespace)?.status === 'disconnected') return
      attempts.abort(new ConnectionError(failedToConnect, { details: 'The wallet disconnected' }), namespace)
      state.clear(namespace)
      events.emit('DISCONNECT_SUCCESS', { namespace })
    },

    update(namespace, patch) {
      if (!state.account(namespace) || !chain(namespace)) throw new ConfigError(namespaceNotConfigured)
      state.patch(namespace, {
        ...patch,
        ...(patch.connectedWalletInfo
          ? { connectedWalletInfo: state.walletInfo(patch.connectedWalletInfo) }
          : {}),
      })
    },

    rememberWallet(wallet) {
      stores.connectors.setState({ recent: persistence.addRecentWallet(wallet) })
    },
  }
}
