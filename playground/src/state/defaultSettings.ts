import { DEFAULT_SOCIALS } from '../../../core/config/defaults.js'
import type { PlaygroundSettings } from './PlaygroundSettings.js'

/** The playground as a first visit sees it: the devnet's chains, the e-mail and social wallet on (the devnet serves the auth service and an identity provider), light theme, English, remote config on. */
export function defaultSettings(devnetNetworkIds: readonly string[]): PlaygroundSettings {
  return {
    features: { email: true, socials: DEFAULT_SOCIALS },
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
