import type { Features } from '../../../core/index.js'
import type { WalletEntry } from '../../../entries/plugin.js'
import type { DevAnalyticsEvent } from './DevAnalyticsEvent.js'
import type { DevFailure } from './DevFailure.js'
import type { DevIdentity } from './DevIdentity.js'
import type { DevRequest } from './DevRequest.js'

/** What tests and the playground can read and change on running dev services. */
export interface DevServicesControls {
  readonly basePath: string
  readonly dataDir: string
  readonly wallets: readonly WalletEntry[]
  /** Sets what GET /appkit/v1/config answers (replaces the previous value; null: no remote features). */
  setRemoteFeatures(features: Partial<Features> | null): void
  remoteFeatures(): Partial<Features> | null
  setAllowedOrigins(origins: readonly string[]): void
  setAnalyticsEnabled(enabled: boolean): void
  /** Registers (or with null removes) the identity of an address. */
  setIdentity(address: string, identity: Partial<DevIdentity> | null): void
  /** Accepted analytics events, oldest first, including those persisted by an earlier run with the same dataDir. */
  analyticsEvents(): readonly DevAnalyticsEvent[]
  /** The request log, oldest first. */
  requests(): readonly DevRequest[]
  clearRequests(): void
  /** Calls `listener` after every answered request; returns the unsubscribe function. */
  onRequest(listener: (request: DevRequest) => void): () => void
  injectFailure(failure: DevFailure): void
  /** Removes one injected failure (the object given to injectFailure). */
  removeFailure(failure: DevFailure): void
  clearFailures(): void
}
