import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import type { ViewRegistry } from '../types/ViewRegistry.js'
import { isNetworkSupported } from './isNetworkSupported.js'

/** What the modal knows when a switch to `network` is asked for. */
export interface NetworkSwitchViewInput {
  readonly network: Network
  readonly activeNamespace?: ChainNamespace
  readonly activeNetworkId?: CaipNetworkId
  readonly configuredNetworks: readonly Network[]
  readonly namespaceHasAddress: (namespace: ChainNamespace) => boolean
  readonly authConnectorActive: boolean
  readonly authConnectorNamespaces: readonly ChainNamespace[]
  readonly skipSwitchConfirmation: boolean
  readonly networkSwitchEnabled: boolean
  readonly allowUnsupportedChain: boolean
  readonly basicMode: boolean
}

/** The view a network switch opens, with its params; `view: null` when nothing opens. */
export type NetworkSwitchView =
  | { readonly view: 'SwitchNetwork'; readonly params: NonNullable<ViewRegistry['SwitchNetwork']> }
  | { readonly view: 'SwitchActiveChain'; readonly params: ViewRegistry['SwitchActiveChain'] }
  | { readonly view: 'UnsupportedChain' }
  | { readonly view: null }

/** Chooses SwitchNetwork, SwitchActiveChain, UnsupportedChain or nothing for a network switch. */
export function resolveNetworkSwitchView(input: NetworkSwitchViewInput): NetworkSwitchView {
  const { network, activeNamespace, namespaceHasAddress } = input
  if (!isNetworkSupported(network, input.configuredNetworks)) {
    const quiet = !input.networkSwitchEnabled || input.allowUnsupportedChain || input.basicMode
    return quiet ? { view: null } : { view: 'UnsupportedChain' }
  }
  if (network.caipNetworkId === input.activeNetworkId) return { view: null }
  const authServesTarget =
    input.authConnectorActive && input.authConnectorNamespaces.includes(network.chainNamespace)
  if (input.skipSwitchConfirmation || authServesTarget) return { view: 'SwitchNetwork', params: { network } }
  if (
    activeNamespace !== undefined &&
    network.chainNamespace !== activeNamespace &&
    namespaceHasAddress(activeNamespace) &&
    !namespaceHasAddress(network.chainNamespace)
  ) {
    return {
      view: 'SwitchActiveChain',
      params: {
        switchToChain: network.chainNamespace,
        navigateTo: 'Connect',
        navigateWithReplace: true,
        network,
      },
    }
  }
  return { view: 'SwitchNetwork', params: { network } }
}
