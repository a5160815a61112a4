import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import type { ViewEntry, ViewId, ViewRegistry } from '../types/ViewRegistry.js'

/** What the modal knows when it is asked to open. */
export interface OpenViewInput {
  readonly requestedView?: ViewId
  readonly requestedParams?: unknown
  readonly requestedNamespace?: ChainNamespace
  readonly requestedNetwork?: Network
  readonly activeNamespace?: ChainNamespace
  readonly manualControl: boolean
  readonly hasAdapters: boolean
  readonly hasAddress: boolean
  readonly isMobile: boolean
  readonly namespaceHasAddress?: (namespace: ChainNamespace) => boolean
}

/** The first view to show on open, by the five opening rules in order. */
export function resolveOpenView(input: OpenViewInput): ViewEntry {
  const { requestedView, requestedNamespace, requestedNetwork } = input
  const other = requestedNamespace !== undefined && requestedNamespace !== input.activeNamespace
  // Nothing connected: no switch to ask for, the Connect view offers the namespace's wallets only.
  const connectOnly =
    other &&
    !input.hasAddress &&
    !input.namespaceHasAddress?.(requestedNamespace) &&
    !requestedView &&
    !requestedNetwork
  if (other && !connectOnly) {
    // Target namespace already has an address: switch its network directly, no connect prompt.
    if (input.namespaceHasAddress?.(requestedNamespace)) {
      const params: ViewRegistry['SwitchNetwork'] = requestedNetwork
        ? { network: requestedNetwork }
        : undefined
      return { view: 'SwitchNetwork', params }
    }
    const params: ViewRegistry['SwitchActiveChain'] = {
      switchToChain: requestedNamespace,
      ...(requestedView === undefined ? {} : { navigateTo: requestedView }),
      ...(requestedNetwork === undefined ? {} : { network: requestedNetwork }),
    }
    return { view: 'SwitchActiveChain', params }
  }
  if (input.manualControl || (!input.hasAdapters && !input.hasAddress)) {
    return { view: input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  }
  if (requestedView !== undefined) {
    return input.requestedParams === undefined
      ? { view: requestedView }
      : { view: requestedView, params: input.requestedParams }
  }
  if (connectOnly) return { view: 'Connect', params: { namespace: requestedNamespace } }
  return { view: input.hasAddress ? 'Account' : 'Connect' }
}
