import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Alert, AlertKind } from '../types/Alert.js'

export interface AlertState {
  readonly alerts: readonly Alert[]
  readonly shown: ReadonlySet<AlertKind>
}

export interface AlertStore extends StoreApi<AlertState> {
  /** Raise an alert; a kind already raised once is ignored. Returns whether it was raised. */
  raise(alert: Alert): boolean
  dismiss(kind: AlertKind): void
}

/** Configuration alerts, each kind at most once (spec section 4). */
export function createAlertStore(): AlertStore {
  const store = createStore<AlertState>()(() => ({ alerts: [], shown: new Set<AlertKind>() }))
  return Object.assign(store, {
    raise(alert: Alert) {
      const { shown, alerts } = store.getState()
      if (shown.has(alert.kind)) return false
      store.setState({ alerts: [...alerts, alert], shown: new Set([...shown, alert.kind]) })
      return true
    },
    dismiss(kind: AlertKind) {
      store.setState({ alerts: store.getState().alerts.filter((alert) => alert.kind !== kind) })
    },
  })
}
