import type { Network } from '../../entries/plugin.js'
import type { BitcoinAccount } from './BitcoinAccount.js'
import type { BitcoinSession } from './BitcoinSession.js'
import type { BitcoinWalletEvents } from './BitcoinWalletEvents.js'

/** The protocol of one wallet (sats-connect or WalletConnect's bip122 JSON-RPC), loaded when first needed. */
export interface BitcoinWalletClient {
  /** The accounts and network; null when `silent` and the wallet has not authorised this site. */
  connect(options: {
    readonly network: Network | undefined
    readonly silent: boolean
    readonly signal?: AbortSignal | undefined
  }): Promise<BitcoinSession | null>
  /** Asks the wallet to change network; the accounts it holds there, when it says. */
  changeNetwork(network: Network): Promise<readonly BitcoinAccount[] | undefined>
  signMessage(request: {
    readonly address: string
    readonly message: string
    readonly protocol: 'ECDSA' | 'BIP322'
  }): Promise<string>
  sendTransfer(request: {
    readonly from: string
    readonly recipient: string
    readonly amount: bigint
  }): Promise<string>
  listen(events: BitcoinWalletEvents): () => void
  disconnect(): Promise<void>
}
