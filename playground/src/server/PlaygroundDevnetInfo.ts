import type { Network } from '../../../core/index.js'
import type { DevChain } from '../../devnet/DevChain.js'

/** What GET /playground/devnet.json tells the page: the local chains (RPC URL, DevToken) and the dev accounts. */
export interface PlaygroundDevnetInfo {
  readonly chains: readonly DevChain[]
  readonly accounts: readonly `0x${string}`[]
  /** The local WalletConnect relay (ws://127.0.0.1:PORT) the widget and the dev pairing wallet use. */
  readonly relay: string
  /** The secure frame of the e-mail wallet, on its own origin (another port than the page). */
  readonly secureFrame?: string
  /** The local Solana VM: its network, wallet-standard chain, RPC and the dev wallet's accounts. */
  readonly solana: {
    readonly network: Network
    readonly chain: `solana:${string}`
    readonly rpcUrl: string
    readonly accounts: readonly string[]
  }
}
