import type { Network } from '../../entries/plugin.js'

/** A cosmos network: a Network whose id is the chain id, with its bech32 prefix, minimal denom and REST endpoint (gangway/networks' cosmosHub...). */
export interface CosmosNetwork extends Network {
  readonly id: string
  /** The human-readable part of its addresses ('cosmos', 'osmo'); needed to suggest the chain to a wallet. */
  readonly bech32Prefix?: string
  /** The minimal coin denom ('uatom'). */
  readonly denom?: string
  /** The REST (LCD) endpoint a wallet is given with the chain; the first RPC URL when absent. */
  readonly restUrl?: string
}
