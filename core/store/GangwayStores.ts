import type { AccountStore } from './createAccountStore.js'
import type { AlertStore } from './createAlertStore.js'
import type { AppearanceStore } from './createAppearanceStore.js'
import type { ConnectorStore } from './createConnectorStore.js'
import type { FeatureStore } from './createFeatureStore.js'
import type { ModalStore } from './createModalStore.js'
import type { NetworkStore } from './createNetworkStore.js'
import type { NotificationStore } from './createNotificationStore.js'
import type { RegistryStore } from './createRegistryStore.js'

/** Every kernel store; React subscribes to them with useSyncExternalStore. */
export interface GangwayStores {
  readonly modal: ModalStore
  readonly accounts: AccountStore
  readonly networks: NetworkStore
  readonly connectors: ConnectorStore
  readonly notifications: NotificationStore
  readonly alerts: AlertStore
  readonly registry: RegistryStore
  readonly features: FeatureStore
  readonly appearance: AppearanceStore
}
