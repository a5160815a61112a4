import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { checkAllowedOrigin } from './checkAllowedOrigin.js'
import { loadRemoteFeatures, type RemoteProjectHooks } from './loadRemoteFeatures.js'

/**
 * The first-open project checks, in one lazy chunk and side by side, neither waiting for the other:
 * remote features (when remote config is on) and the allowed-origin check. Settles when both are done.
 */
export async function loadRemoteProject(
  config: ResolvedConfig,
  origin: string | undefined,
  hooks: RemoteProjectHooks,
): Promise<void> {
  await Promise.all([
    config.remoteConfig ? loadRemoteFeatures(config, hooks) : undefined,
    checkAllowedOrigin(config, origin, hooks),
  ])
}
