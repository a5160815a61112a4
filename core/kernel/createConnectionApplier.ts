import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import { failedToConnect } from '../errors/messages/failedToConnect.js'
import type { ConnectResult } from '../plugin/ConnectResult.js'
import { emptyAccountState } from '../store/createAccountStore.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { BalanceRefresher } from './createBalanceRefresher.js'
import type { SessionState } from './createSessionState.js'
import type { SessionDeps } from './SessionDeps.js'

export type ConnectionApplier = (
  namespace: ChainNamespace,
  connectorId: string,
  result: ConnectResult,
  restoring?: boolean,
  keepActive?: boolean,
) => void

/** Puts a wallet's answer to connect or reconnect into state, storage and events, or throws Failed to connect. */
export function createConnectionApplier(
  deps: SessionDeps,
  state: SessionState,
  balances: BalanceRefresher,
): ConnectionApplier {
  const { stores, events, persistence } = deps
  const remember = (
    namespace: ChainNamespace,
    connectorId: string,
    result: ConnectResult,
    active: boolean,
  ) => {
    persistence.saveConnection(namespace, connectorId)
    // Only the network the visitor is on is stored: a namespace connected beside it does not take it over on reload.
    if (active && state.isConfigured(result.caipNetworkId))
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
  return (namespace, connectorId, result, restoring = false, keepActive = false) => {
    const adapter = deps.chain(namespace)
    const accounts = state.checked(namespace, result.accounts)
    const primary = accounts[0]
    if (!adapter || !primary)
      throw new ConnectionError(failedToConnect, { details: 'The wallet returned no valid account' })
    const { caipNetworkId } = result
    if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`))
      throw new ConnectionError(failedToConnect, { details: 'The wallet returned no valid network' })
    const networks = stores.networks.getState()
    stores.networks.setState({
      active: { ...networks.active, [namespace]: caipNetworkId },
      ...(restoring || keepActive ? {} : { activeNamespace: namespace }),
    })
    stores.connectors.setState({
      active: { ...stores.connectors.getState().active, [namespace]: connectorId },
    })
    const previous = state.account(namespace)
    state.set(namespace, {
      ...emptyAccountState,
      status: 'connected',
      address: primary.address,
      ...state.locate(namespace, caipNetworkId, primary.address),
      allAccounts: accounts,
      preferredAccountType: previous?.preferredAccountType ?? adapter.defaultAccountType,
      ...(result.walletInfo ? { connectedWalletInfo: state.walletInfo(result.walletInfo) } : {}),
    })
    if (!restoring) remember(namespace, connectorId, result, !keepActive)
    events.emit('CONNECT_SUCCESS', { namespace, address: primary.address, connector: connectorId })
    void balances.refresh(namespace, { force: !restoring })
    if (restoring) deps.onRestored?.(namespace)
    else if (!state.isConfigured(caipNetworkId)) deps.onUnsupportedNetwork?.(namespace, caipNetworkId)
  }
}
