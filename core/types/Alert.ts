/** Configuration alerts of spec section 8; each kind is shown at most once. */
export type AlertKind =
  | 'NetworkNotFound'
  | 'InvalidAppConfiguration'
  | 'ProjectIdNotConfigured'
  | 'ServerError'
  | 'RateLimited'
  | 'EmbeddedWalletNetworkError'
  | 'EmbeddedWalletTimeout'
  | 'SessionExpired'

export interface Alert {
  readonly kind: AlertKind
  /** The alert's title, e.g. 'Project ID Not Configured'. */
  readonly title: string
  /** The explanation shown under the title. */
  readonly message: string
}
