/** How gangway.connect treats the namespace it connects. */
export interface ConnectCallOptions {
  /** False keeps the active namespace as it is (a further namespace of a wallet connected already); default true. */
  readonly activate?: boolean
}
