import type { CaipNetworkId } from './ChainNamespace.js'

/** What `gangway.pay` asks the visitor to pay: an exact amount of one asset to one recipient on one network. */
export interface PayRequest {
  /** The address that receives the payment, in the network's own form. */
  readonly recipient: string
  /** The exact amount in whole units of the asset, as decimal text ('1.5'). */
  readonly amount: string
  /** 'native' for the network's coin, else the ERC-20 contract or SPL mint address. */
  readonly asset: string
  /** The configured network to pay on ('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'). */
  readonly network: CaipNetworkId
}
