import { fetchRemoteFeatures } from '../config/fetchRemoteFeatures.js'
import type { FeatureOverride } from '../config/mergeRemoteFeatures.js'
import type { Alert } from '../types/Alert.js'
import type { Features } from '../types/Features.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'

export interface RemoteFeaturesHooks {
  readonly onAlert: (alert: Alert) => void
  readonly onWarning: (message: string, details?: unknown) => void
}

export interface RemoteProjectHooks extends RemoteFeaturesHooks {
  /**
   * Hands the remote flags (null: the fetch failed) to the features store, whose merge rule decides;
   * `report` receives each host value that lost, before the change is announced.
   */
  readonly onRemoteFeatures: (
    remote: Partial<Features> | null,
    report: (overridden: readonly FeatureOverride[]) => void,
  ) => void | Promise<void>
}

/**
 * Fetches the project's remote features (spec section 6) and warns of each local value that lost
 * against them. Its own chunk: it runs on the first open, never at page start.
 */
export async function loadRemoteFeatures(config: ResolvedConfig, hooks: RemoteProjectHooks): Promise<void> {
  const remote = await fetchRemoteFeatures(config, { onAlert: hooks.onAlert, onWarning: hooks.onWarning })
  await hooks.onRemoteFeatures(remote, (overridden) => {
    for (const item of overridden)
      hooks.onWarning(
        item.reason === 'basic'
          ? `Basic mode turns off feature "${item.key}" (local ${JSON.stringify(item.local)})`
          : `Remote project config overrides local feature "${item.key}": local ${JSON.stringify(item.local)}, remote ${JSON.stringify(item.remote)} wins`,
        item,
      )
  })
}
