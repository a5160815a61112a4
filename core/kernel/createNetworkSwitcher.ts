import { GangwayError } from '../errors/GangwayError.js'
import type { EventBus } from '../events/EventBus.js'
import type { PluginHost } from '../plugin/PluginHost.js'
import { isNetworkSupported } from '../router/isNetworkSupported.js'
import type { AlertStore } from '../store/createAlertStore.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { Alert } from '../types/Alert.js'
import type { CaipAddress, CaipNetworkId } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import type { ModalController } from './createModalController.js'
import type { Session } from './createSession.js'
import type { KernelPersistence } from './KernelPersistence.js'

export interface NetworkSwitcherDeps {
  readonly stores: GangwayStores
  readonly events: EventBus
  readonly host: PluginHost
  readonly session: Session
  readonly modal: ModalController
  readonly persistence: KernelPersistence
  readonly alerts: AlertStore
  readonly networkNotFound: Alert
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
      deps.alerts.raise(deps.networkNotFound)
      throw new GangwayError('Network not found', { details: String(id) })
    }
    const namespace = network.chainNamespace
    const previous = active[namespace]
    const previousSupported = previous !== undefined && isNetworkSupported(previous, configured)
    const account = stores.accounts.getState().byNamespace[namespace]
    stores.networks.setState({ switching: network.caipNetworkId })
    try {
      if (account?.status === 'connected' && account.address) {
        const adapter = deps.host.chain(namespace)
        if (!adapter) throw new GangwayError('Chain adapter not found')
        await adapter.switchNetwork?.(network)
      }
      stores.networks.setState({
        active: { ...stores.networks.getState().active, [namespace]: network.caipNetworkId },
        activeNamespace: namespace,
      })
      deps.persistence.saveActiveNetwork(network.caipNetworkId)
      if (account?.address)
        deps.session.update(namespace, {
          caipAddress: `${network.caipNetworkId}:${account.address}` as CaipAddress,
          balance: undefined,
        })
      events.emit('SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId, namespace })
      void deps.session.refreshBalance(namespace, { force: true })
      if (!previousSupported && previous !== undefined && stores.modal.getState().open) deps.modal.close()
    } catch (error) {
      if (stores.modal.getState().open && deps.modal.currentView() === 'SwitchNetwork') deps.modal.back()
      throw error
    } finally {
      stores.networks.setState({ switching: undefined })
    }
  }
}
