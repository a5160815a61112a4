import type { PlaygroundSettings } from './PlaygroundSettings.js'

/** The playground as a first visit sees it: the devnet's chains, the e-mail wallet on (the devnet serves its auth service), light theme, English, remote config on. */
export function defaultSettings(devnetNetworkIds: readonly string[]): PlaygroundSettings {
  return {
    features: { email: true },
    themeMode: 'light',
    accent: '#2563eb',
    radius: '4px',
    font: 'system',
    networks: devnetNetworkIds,
    locale: 'en',
    basic: false,
    remoteConfig: true,
    guestbook: true,
    siwx: 'off',
  }
}
