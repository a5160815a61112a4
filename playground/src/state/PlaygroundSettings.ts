import type { Features } from '../../../entries/gangway.js'

export type FontChoice = 'system' | 'serif' | 'mono' | 'rounded'

/** Everything the control panel sets; kept in localStorage so that a reload keeps it. */
export interface PlaygroundSettings {
  /** Feature flags the visitor set here (the widget's own defaults apply to the rest). */
  readonly features: Partial<Features>
  readonly themeMode: 'light' | 'dark'
  readonly accent: string
  readonly radius: string
  readonly font: FontChoice
  /** caipNetworkIds of the configured networks, in order. */
  readonly networks: readonly string[]
  readonly locale: 'en' | 'de'
  readonly basic: boolean
  readonly remoteConfig: boolean
  /** Sign in with the wallet: off, on (`siwx: {}`) or required (`siwx: { required: true }`). */
  readonly siwx: 'off' | 'on' | 'required'
  /** The sample third-party plugin (playground/src/plugins). */
  readonly guestbook: boolean
}
