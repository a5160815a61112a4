import type { RpcClient, SendChain } from '../../entries/plugin.js'
import type { PayAsset } from './PayAsset.js'

/** A payment the wallet sent: what the plugin needs to wait for its confirmation and check it on chain. */
export interface Sent {
  readonly hash: string
  readonly from: string
  readonly chain: SendChain
  readonly rpc: RpcClient
  readonly urls: readonly string[]
  readonly asset: PayAsset
  readonly amount: bigint
}
