import { formatCaipAddress } from '../caip/formatCaipAddress.js'
import { createAlert } from '../config/createAlert.js'
import { ChainError } from '../errors/ChainError.js'
import { chainAdapterNotFound } from '../errors/messages/chainAdapterNotFound.js'
import { networkNotFound } from '../errors/messages/networkNotFound.js'
import type { EventBus } from '../events/EventBus.js'
import type { ChainAdapter } from '../plugin/ChainAdapter.js'
import { isNetworkSupported } from '../router/isNetworkSupported.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { Alert } from '../types/Alert.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import type { ModalController } from './createModalController.js'
import type { Session } from './createSession.js'
import type { KernelPersistence } from './KernelPersistence.js'

export interface NetworkSwitcherDeps {
  readonly stores: GangwayStores
  readonly events: EventBus
  /** The adapter of a namespace, once its chain plugin is set up. */
  readonly chain: (namespace: ChainNamespace) => ChainAdapter | undefined
  readonly session: Session
  /** The modal controller once the modal has been opened. */
  readonly modal: () => ModalController | undefined
  readonly persistence: KernelPersistence
  readonly raise: (alert: Alert) => void
}

/** Switches the active network of a namespace: through the wallet when connected, else locally. */
export function createNetworkSwitcher(deps: NetworkSwitcherDeps) {
  const { stores, events } = deps
  return async function switchNetwork(target: Network | CaipNetworkId): Promise<void> {
    const id = typeof target === 'string' ? target : target?.caipNetworkId
    const { configured, active } = stores.networks.getState()
    const network = configured.find(
      (item) => item.caipNetworkId === id || item.deprecatedCaipNetworkId === id,
    )
    if (!network) {
      const shown = typeof id === 'string' ? id.slice(0, 80) : 'a network'
      deps.raise(
        createAlert('NetworkNotFound', {
          message: `Could not switch to ${shown}: it is not one of the networks this app configured`,
        }),
      )
      throw new ChainError(networkNotFound, { details: `${shown} is not configured` })
    }
    const namespace = network.chainNamespace
    const previous = active[namespace]
    const previousSupported = previous !== undefined && isNetworkSupported(previous, configured)
    const account = stores.accounts.getState().byNamespace[namespace]
    stores.networks.setState({ switching: network.caipNetworkId })
    try {
      // The namespace's own network again (the visitor changes the active namespace): nothing to ask the wallet.
      if (account?.status === 'connected' && account.address && previous !== network.caipNetworkId) {
        const adapter = deps.chain(namespace)
        if (!adapter) throw new ChainError(chainAdapterNotFound)
        await adapter.switchNetwork?.(network)
      }
      stores.networks.setState({
        active: { ...stores.networks.getState().active, [namespace]: network.caipNetworkId },
        activeNamespace: namespace,
      })
      deps.persistence.saveActiveNetwork(network.caipNetworkId)
      // Read again: a wallet whose address depends on the network (cosmos prefixes, polkadot accounts
      // bound to a chain) reported its new account while it switched.
      const address = stores.accounts.getState().byNamespace[namespace]?.address
      if (address)
        deps.session.update(namespace, {
          caipAddress: formatCaipAddress(network.caipNetworkId, address),
          balance: undefined,
          balanceStatus: undefined,
        })
      events.emit('SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId, namespace })
      void deps.session.refreshBalance(namespace)
      if (!previousSupported && previous !== undefined && stores.modal.getState().open) deps.modal()?.close()
    } catch (error) {
      const modal = deps.modal()
      if (stores.modal.getState().open && modal?.currentView() === 'SwitchNetwork') modal.back()
      throw error
    } finally {
      stores.networks.setState({ switching: undefined })
    }
  }
}
