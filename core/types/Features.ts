import type { SocialProvider } from './Account.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type ConnectorTypeOrder =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Every feature flag of spec section 3. */
export interface Features {
  readonly receive: boolean
  readonly send: boolean
  readonly swaps: boolean
  readonly onramp: boolean
  readonly email: boolean
  readonly socials: false | readonly SocialProvider[]
  readonly activity: boolean
  readonly analytics: boolean
  readonly allWallets: boolean
  readonly legalCheckbox: boolean
  readonly smartSessions: boolean
  readonly collapseWallets: boolean
  readonly pay: boolean
  readonly reownBranding: boolean
  readonly connectorTypeOrder: readonly ConnectorTypeOrder[]
  readonly walletFeaturesOrder: readonly WalletFeature[]
  readonly connectMethodsOrder: readonly ConnectMethod[]
}

/** The flags that switch a plugin on or off. */
export type FeatureName = {
  [K in keyof Features]: Features[K] extends boolean ? K : K extends 'socials' ? K : never
}[keyof Features]
