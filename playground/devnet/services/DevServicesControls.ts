import type { Features } from '../../../core/index.js'
import type { WalletEntry } from '../../../entries/plugin.js'
import type { GangwayServer } from '../../../server/GangwayServer.js'
import type { DevOnramp } from '../onramp/DevOnramp.js'
import type { DevAnalyticsEvent } from './DevAnalyticsEvent.js'
import type { DevFailure } from './DevFailure.js'
import type { DevIdentity } from './DevIdentity.js'
import type { DevRequest } from './DevRequest.js'

/**
 * What tests and the playground can read and change on running dev services. The project settings are
 * the dev project's, which answers for every projectId; each setter writes it to the server (a request
 * that arrives after the call sees the change) and resolves once stored.
 */
export interface DevServicesControls {
  readonly basePath: string
  /** The server's embedded database directory (undefined: in memory). */
  readonly dataDir: string | undefined
  readonly wallets: readonly WalletEntry[]
  /** The Gangway server answering every endpoint. */
  readonly server: GangwayServer
  /** The dev on-ramp provider: its checkout on an origin of its own (url), the purchases it made. */
  readonly onramp: DevOnramp
  /** Sets what GET /appkit/v1/config answers (replaces the previous value; null: no remote features). */
  setRemoteFeatures(features: Partial<Features> | null): Promise<void>
  remoteFeatures(): Partial<Features> | null
  /** Sets GET /projects/v1/origins, which are also the origins the server allows by CORS. */
  setAllowedOrigins(origins: readonly string[]): Promise<void>
  setAnalyticsEnabled(enabled: boolean): Promise<void>
  /** Registers (or with null removes) the identity of an address. */
  setIdentity(address: string, identity: Partial<DevIdentity> | null): void
  /** The analytics events the server stored, oldest first, including those of an earlier run with the same dataDir. */
  analyticsEvents(): Promise<readonly DevAnalyticsEvent[]>
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
