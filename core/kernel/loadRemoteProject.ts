import type { Features } from '../types/Features.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { checkAllowedOrigin } from './checkAllowedOrigin.js'
import { loadRemoteFeatures, type RemoteFeaturesHooks } from './loadRemoteFeatures.js'

export interface RemoteProjectHooks extends RemoteFeaturesHooks {
  /** Receives the merged features as soon as they are known (remote config on only). */
  readonly onFeatures: (features: Features) => void | Promise<void>
}

/**
 * The first-open project checks, in one lazy chunk and side by side, neither waiting for the other:
 * remote features (when remote config is on) and the allowed-origin check. Settles when both are done.
 */
export async function loadRemoteProject(
  config: ResolvedConfig,
  local: Partial<Features>,
  origin: string | undefined,
  hooks: RemoteProjectHooks,
): Promise<void> {
  await Promise.all([
    config.remoteConfig ? loadRemoteFeatures(config, local, hooks).then(hooks.onFeatures) : undefined,
    checkAllowedOrigin(config, origin, hooks),
  ])
}
