import { useMemo } from 'react'
import type { Gangway } from '../Gangway.js'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import { useGangwayContext } from './useGangwayContext.js'
import { useGangwayStore } from './useGangwayStore.js'

export interface UseNetworkResult {
  readonly network: Network | undefined
  readonly caipNetworkId: CaipNetworkId | undefined
  readonly namespace: ChainNamespace | undefined
  readonly networks: readonly Network[]
  readonly switching: boolean
  readonly switchingTo: CaipNetworkId | undefined
  readonly switchNetwork: Gangway['switchNetwork']
}

/** The active network of `namespace` (default: the active namespace), the configured list and switchNetwork. */
export function useNetwork(namespace?: ChainNamespace): UseNetworkResult {
  const { gangway } = useGangwayContext()
  const active = useGangwayStore('networks', (state) => state.activeNamespace)
  const target = namespace ?? active
  const caipNetworkId = useGangwayStore('networks', (state) => (target ? state.active[target] : undefined))
  const networks = useGangwayStore('networks', (state) => state.configured)
  const switchingTo = useGangwayStore('networks', (state) => state.switching)
  return useMemo(
    () => ({
      network: networks.find((network) => network.caipNetworkId === caipNetworkId),
      caipNetworkId,
      namespace: target,
      networks,
      switching: switchingTo !== undefined,
      switchingTo,
      switchNetwork: gangway.switchNetwork,
    }),
    [gangway, target, caipNetworkId, networks, switchingTo],
  )
}
