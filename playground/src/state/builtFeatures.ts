import type { Features } from '../../../entries/gangway.js'
import { featureFlags } from './featureFlags.js'

/** The flags with every flag whose plugin is not built forced off: what the playground configures, so that no event reports a feature that does not exist. */
export function builtFeatures(features: Partial<Features>): Partial<Features> {
  const unbuilt = featureFlags().filter((info) => !info.available)
  return { ...features, ...Object.fromEntries(unbuilt.map((info) => [info.flag, false])) }
}
