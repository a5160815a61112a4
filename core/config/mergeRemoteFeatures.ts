import type { Features } from '../types/Features.js'
import { sanitizeFeatures } from './sanitizeFeatures.js'

type FeatureValue = Features[keyof Features]

/** A local value that lost, the value that won, and why. */
export interface FeatureOverride {
  readonly key: keyof Features
  readonly local: FeatureValue
  readonly remote: FeatureValue
  /** 'remote': the project configuration set another value; 'basic': basic mode turns it off. */
  readonly reason: 'remote' | 'basic'
}

/** Features the remote project configuration controls; basic mode turns all of them off. */
const REMOTE_FEATURES = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'pay',
  'smartSessions',
] as const satisfies readonly (keyof Features)[]

function same(a: FeatureValue | undefined, b: FeatureValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i])
  return a === b
}

/**
 * Local flags over defaults, then remote flags over local ones (spec section 6); remote `null` (fetch
 * failed) keeps the local flags; basic mode ignores the remote flags and turns the remote features off.
 * Both inputs are untrusted: invalid values are dropped (sanitizeFeatures reports them).
 */
export function mergeRemoteFeatures({
  local: untrustedLocal,
  remote: untrustedRemote,
  basic,
  defaults,
}: {
  local: Partial<Features>
  remote: Partial<Features> | null
  basic: boolean
  defaults: Features
}): { features: Features; overridden: FeatureOverride[] } {
  const local = sanitizeFeatures(untrustedLocal).features
  const remote = untrustedRemote == null ? null : sanitizeFeatures(untrustedRemote).features
  const features: Record<string, FeatureValue> = { ...defaults }
  for (const [key, value] of Object.entries(local)) if (value !== undefined) features[key] = value
  const overridden: FeatureOverride[] = []
  const override = (key: keyof Features, value: FeatureValue, reason: FeatureOverride['reason']): void => {
    const localValue = local[key]
    if (localValue !== undefined && !same(localValue, value)) {
      overridden.push({ key, local: localValue, remote: value, reason })
    }
    features[key] = value
  }
  if (basic) {
    for (const key of REMOTE_FEATURES) override(key, false, 'basic')
  } else if (remote) {
    for (const [key, value] of Object.entries(remote)) {
      if (value !== undefined) override(key as keyof Features, value, 'remote')
    }
  }
  return { features: features as unknown as Features, overridden }
}
