import { type NetworkSwitchView, resolveNetworkSwitchView } from '../router/resolveNetworkSwitchView.js'
import type { ReadonlyStores } from '../store/ReadonlyStores.js'
import type { Network } from '../types/Network.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'

/** The view a switch to `network` opens now (spec section 2), by the one rule in core/router, from the kernel's state. */
export function chooseNetworkSwitchView(
  stores: Pick<ReadonlyStores, 'networks' | 'accounts' | 'connectors'>,
  config: Pick<ResolvedConfig, 'networks' | 'enableNetworkSwitch' | 'allowUnsupportedChain' | 'basic'>,
  network: Network,
): NetworkSwitchView {
  const { activeNamespace, active } = stores.networks.getState()
  const accounts = stores.accounts.getState().byNamespace
  const { connectors, active: activeConnectors } = stores.connectors.getState()
  const authNamespaces = connectors
    .filter((connector) => connector.type === 'auth' && activeConnectors[connector.chain] === connector.id)
    .map((connector) => connector.chain)
  return resolveNetworkSwitchView({
    network,
    ...(activeNamespace ? { activeNamespace } : {}),
    ...(activeNamespace && active[activeNamespace] ? { activeNetworkId: active[activeNamespace] } : {}),
    configuredNetworks: config.networks,
    namespaceHasAddress: (namespace) => accounts[namespace]?.address !== undefined,
    authConnectorActive: authNamespaces.length > 0,
    authConnectorNamespaces: authNamespaces,
    skipSwitchConfirmation: false,
    networkSwitchEnabled: config.enableNetworkSwitch,
    allowUnsupportedChain: config.allowUnsupportedChain,
    basicMode: config.basic,
  })
}
