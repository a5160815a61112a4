import type { GangwaySnapshot } from '../Gangway.js'
import type { GangwayStores } from '../store/GangwayStores.js'

export interface SnapshotSource {
  getState(): GangwaySnapshot
  subscribe(listener: (snapshot: GangwaySnapshot) => void): () => void
}

/** The host's view of the kernel state: one snapshot object, and a listener called when a field changes. */
export function createSnapshot(stores: GangwayStores): SnapshotSource {
  const getState = (): GangwaySnapshot => {
    const { activeNamespace, active, configured } = stores.networks.getState()
    return {
      open: stores.modal.getState().open,
      view: stores.modal.getState().history.at(-1)?.view ?? 'Connect',
      activeNamespace,
      activeNetwork: configured.find(
        (network) => activeNamespace && network.caipNetworkId === active[activeNamespace],
      ),
      account: activeNamespace ? stores.accounts.getState().byNamespace[activeNamespace] : undefined,
      features: stores.features.getState().features,
    }
  }
  return {
    getState,
    subscribe(listener) {
      let last = getState()
      const onChange = () => {
        const next = getState()
        if ((Object.keys(next) as (keyof GangwaySnapshot)[]).some((key) => next[key] !== last[key])) {
          last = next
          listener(next)
        }
      }
      const offs = [stores.modal, stores.accounts, stores.networks, stores.features].map((store) =>
        store.subscribe(onChange),
      )
      return () => {
        for (const off of offs) off()
      }
    },
  }
}
