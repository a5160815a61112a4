import type { Features } from '../types/Features.js'
import type { Network } from '../types/Network.js'
import { createAccountStore } from './createAccountStore.js'
import { createAlertStore } from './createAlertStore.js'
import { type AppearanceState, createAppearanceStore } from './createAppearanceStore.js'
import { createConnectorStore } from './createConnectorStore.js'
import { createFeatureStore } from './createFeatureStore.js'
import { createModalStore } from './createModalStore.js'
import { createNetworkStore } from './createNetworkStore.js'
import { createNotificationStore, type NotificationTimings } from './createNotificationStore.js'
import { createRegistryStore } from './createRegistryStore.js'
import type { GangwayStores } from './GangwayStores.js'

export interface StoresInit {
  readonly networks: readonly Network[]
  readonly initialNetwork?: Network
  /** The host's flags, validated. */
  readonly features: Partial<Features>
  readonly basic?: boolean
  readonly notifications: NotificationTimings
  readonly appearance?: AppearanceState
}

/** Creates every kernel store in its initial state. */
export function createGangwayStores(init: StoresInit): GangwayStores {
  return {
    modal: createModalStore(),
    accounts: createAccountStore(),
    networks: createNetworkStore(init.networks, init.initialNetwork),
    connectors: createConnectorStore(),
    notifications: createNotificationStore(init.notifications),
    alerts: createAlertStore(),
    registry: createRegistryStore(),
    features: createFeatureStore(init.features, init.basic ?? false),
    appearance: createAppearanceStore(
      init.appearance ?? { themeMode: 'light', themeVariables: undefined, locale: 'en', messages: undefined },
    ),
  }
}
