import type { FeatureOverride } from '../config/mergeRemoteFeatures.js'
import { sanitizeFeatures } from '../config/sanitizeFeatures.js'
import type { Features } from '../types/Features.js'
import type { PluginSync } from './createPluginSync.js'
import type { KernelCore } from './KernelCore.js'

export interface FeatureControl {
  /** The host changes its flags; the merge rule of the features store decides what takes effect. */
  setFeatures(next: Partial<Features>): Promise<void>
  /** First open: remote project features and the allowed-origin check, once. */
  loadRemote(): Promise<void>
}

/** Feeds the features store (host flags, remote project config) and reloads plugins when flags change. */
export function createFeatureControl(core: KernelCore, plugins: PluginSync): FeatureControl {
  const { stores, events, log } = core
  let remoteRequested = false
  const apply = async (
    input: { host?: Partial<Features>; remote?: Partial<Features> | null },
    report?: (overridden: readonly FeatureOverride[]) => void,
  ) => {
    const overridden = stores.features.update(input)
    report?.(overridden)
    events.emit('FEATURES_CHANGED', { features: stores.features.getState().features })
    if (plugins.shellWanted()) await plugins.sync()
  }
  return {
    async setFeatures(next) {
      const sanitized = sanitizeFeatures(next)
      for (const warning of sanitized.warnings) log.warn(warning)
      await apply({ host: { ...stores.features.getState().host, ...sanitized.features } })
    },
    async loadRemote() {
      if (remoteRequested) return
      remoteRequested = true
      const { loadRemoteProject } = await import('./loadRemoteProject.js')
      await loadRemoteProject(core.config, core.origin, {
        onRemoteFeatures: (remote, report) => apply({ remote }, report),
        onAlert: core.raise,
        onWarning: (message, details) => {
          log.warn(message)
          events.emit('CONFIG_WARNING', { message, details })
        },
      })
    },
  }
}
