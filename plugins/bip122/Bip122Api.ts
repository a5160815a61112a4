import type { CaipNetworkId } from '../../entries/plugin.js'
import type { BitcoinAccount } from './BitcoinAccount.js'

/** What gangway.getPlugin('bip122') returns. */
export interface Bip122Api {
  /** The connected wallet, its accounts (the active payment account first) and network; undefined when none. */
  getConnection():
    | {
        readonly connectorId: string
        readonly name: string
        readonly address: string
        readonly accounts: readonly BitcoinAccount[]
        readonly caipNetworkId: CaipNetworkId
      }
    | undefined
  /** Signs `message` (BIP-322 by default for segwit and taproot addresses, ECDSA for legacy ones); base64 signature. */
  signMessage(request: {
    readonly message: string
    readonly address?: string
    readonly protocol?: 'ECDSA' | 'BIP322'
  }): Promise<string>
  /** Sends `amount` satoshis to `recipient` from the active payment account; the txid. */
  sendTransfer(request: {
    readonly recipient: string
    readonly amount: bigint | number | string
  }): Promise<string>
  /**
   * Makes `address` the active account: it must be given ('Address parameter is required for switching
   * bip122 connection') and be a payment account ('Switching to non-payment accounts is not allowed for bip122').
   */
  switchAccount(address?: string): Promise<void>
}
