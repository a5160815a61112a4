import type { Features } from '../types/Features.js'
import {
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
} from './defaults.js'

/**
 * Feature flags when the host sets none (spec sections 2 and 9). `email` is off: spec section 9 does not list it
 * among the defaults that are on, and an e-mail wallet needs the auth service and secure frame the host runs
 * (`gangway/server` with `auth`); on by default, every Connect view showed an e-mail field that could not work.
 * `socials` is off for the same reason (it needs the auth service with `social` providers); `true` (or the
 * list) turns on DEFAULT_SOCIALS in their default order.
 */
export const defaultFeatures: Features = {
  receive: true,
  send: true,
  swaps: true,
  onramp: true,
  email: false,
  socials: false,
  activity: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  reownBranding: false,
  connectorTypeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
  connectMethodsOrder: DEFAULT_CONNECT_METHODS_ORDER,
}
