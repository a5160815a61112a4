import { fetchAllowedOrigins } from '../config/fetchAllowedOrigins.js'
import { originAlert } from '../config/originAlert.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import type { RemoteFeaturesHooks } from './loadRemoteFeatures.js'

/**
 * Checks the page origin against the project's allowed origins (fetched when remote config is on; 429
 * and 5xx raise their alerts, any failure counts as none) together with the host's, raising Invalid
 * App Configuration when it is not allowed.
 */
export async function checkAllowedOrigin(
  config: ResolvedConfig,
  origin: string | undefined,
  hooks: RemoteFeaturesHooks,
): Promise<void> {
  if (origin === undefined) return
  const remote = config.remoteConfig
    ? await fetchAllowedOrigins(config, { onAlert: hooks.onAlert, onWarning: hooks.onWarning })
    : []
  const alert = originAlert(origin, [...remote, ...config.allowedOrigins])
  if (alert) hooks.onAlert(alert)
}
