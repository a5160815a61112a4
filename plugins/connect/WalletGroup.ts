import type { Connector } from '../../entries/plugin.js'

/** An installed wallet: the connector its row stands for, and its connectors one click connects, one per namespace. */
export interface WalletGroup {
  /** The active namespace's connector when the wallet has one, else its first. */
  readonly connector: Connector
  /** In connection order: the active namespace first, then the configured namespaces' order. */
  readonly connectors: readonly Connector[]
  /** Every connector standing for this wallet, the legacy injected provider of an announced wallet too. */
  readonly members: readonly Connector[]
}
