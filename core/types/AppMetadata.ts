/** The host app as wallets see it. */
export interface AppMetadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
}
