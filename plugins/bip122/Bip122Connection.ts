import type { CaipNetworkId } from '../../entries/plugin.js'
import type { BitcoinAccount } from './BitcoinAccount.js'
import type { BitcoinWalletClient } from './BitcoinWalletClient.js'

/** The live bip122 connection: its wallet client, accounts (the active payment account first) and network. */
export interface Bip122Connection {
  readonly connectorId: string
  readonly name: string
  readonly client: BitcoinWalletClient
  readonly accounts: readonly BitcoinAccount[]
  readonly caipNetworkId: CaipNetworkId
}
