import { defaultFeatures } from '../config/defaultFeatures.js'
import { fetchRemoteFeatures } from '../config/fetchRemoteFeatures.js'
import { mergeRemoteFeatures } from '../config/mergeRemoteFeatures.js'
import type { Alert } from '../types/Alert.js'
import type { Features } from '../types/Features.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'

export interface RemoteFeaturesHooks {
  readonly onAlert: (alert: Alert) => void
  readonly onWarning: (message: string, details?: unknown) => void
}

/**
 * Fetches the project's remote features and merges them over the host's (spec section 6), reporting
 * each local value that lost. Its own chunk: it runs on the first open, never at page start.
 */
export async function loadRemoteFeatures(
  config: ResolvedConfig,
  local: Partial<Features>,
  hooks: RemoteFeaturesHooks,
): Promise<Features> {
  const remote = await fetchRemoteFeatures(config, { onAlert: hooks.onAlert, onWarning: hooks.onWarning })
  const merged = mergeRemoteFeatures({ local, remote, basic: config.basic, defaults: defaultFeatures })
  for (const item of merged.overridden)
    hooks.onWarning(
      item.reason === 'basic'
        ? `Basic mode turns off feature "${item.key}" (local ${JSON.stringify(item.local)})`
        : `Remote project config overrides local feature "${item.key}": local ${JSON.stringify(item.local)}, remote ${JSON.stringify(item.remote)} wins`,
      item,
    )
  return merged.features
}
