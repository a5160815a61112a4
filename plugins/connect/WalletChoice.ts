import type { Connector, WalletEntry } from '../../entries/plugin.js'

/** One row of a wallet list: a connector of a chain plugin, or a directory wallet reached by pairing. */
export interface WalletChoice {
  readonly key: string
  readonly name: string
  readonly imageUrl?: string
  readonly tag?: 'installed' | 'recent'
  readonly connector?: Connector
  /** A wallet of several configured namespaces: its connectors one click connects, in order (`connector` first). */
  readonly connectors?: readonly Connector[]
  readonly wallet?: WalletEntry
}
