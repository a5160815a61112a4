import type { AlertKind } from '../types/Alert.js'
import { networkNotFound, projectIdNotConfigured } from './startAlerts.js'

/** Title and default message of every configuration alert (spec section 8), with the known variants. */
export const alertCatalogue = {
  NetworkNotFound: { title: networkNotFound.title, message: networkNotFound.message },
  InvalidAppConfiguration: {
    title: 'Invalid App Configuration',
    message: 'Origin not allowed - add it to the allowed origins of your project',
    originNotAllowed: 'Origin not allowed - add it to the allowed origins of your project',
    unverifiedDomain: 'Domain not verified - verify it in your project settings',
    invalidProjectId: 'Invalid Project ID - update configuration',
  },
  ProjectIdNotConfigured: { title: projectIdNotConfigured.title, message: projectIdNotConfigured.message },
  ServerError: {
    title: 'Server Error',
    message: 'Failed to get App Configuration',
  },
  RateLimited: {
    title: 'Rate Limited',
    message: 'Too many requests - please try again later',
  },
  EmbeddedWalletNetworkError: {
    title: 'Network Error - Could not load embedded wallet',
    message: 'The embedded wallet could not be loaded - check your connection and try again',
  },
  EmbeddedWalletTimeout: {
    title: 'Embedded Wallet Request Timed Out',
    message: 'The embedded wallet did not answer in time - please try again',
  },
  SessionExpired: {
    title: 'Session Expired',
    message: 'Invalid session found - check your time settings and connect again',
  },
} as const satisfies Record<
  AlertKind,
  { readonly title: string; readonly message: string; readonly [variant: string]: string }
>
