import type { PlaygroundSettings } from './PlaygroundSettings.js'

const key = 'gangway-playground-settings'

/** Reads the stored settings over `defaults` (unknown or malformed values fall back to the defaults). */
export function loadSettings(defaults: PlaygroundSettings): PlaygroundSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<PlaygroundSettings> | null
    if (!stored || typeof stored !== 'object') return defaults
    const merged = { ...defaults, ...stored, features: { ...defaults.features, ...stored.features } }
    return Array.isArray(merged.networks) && merged.networks.length > 0
      ? merged
      : { ...merged, networks: defaults.networks }
  } catch {
    return defaults
  }
}

export function saveSettings(settings: PlaygroundSettings): void {
  localStorage.setItem(key, JSON.stringify(settings))
}

export function clearSettings(): void {
  localStorage.removeItem(key)
}
