import type { BitcoinDevWalletRequest } from './BitcoinDevWalletRequest.js'
import type { BitcoinDevNetworkName } from './bitcoinDevNetworks.js'

/** A sats-connect (WBIP004) provider: JSON-RPC requests answered `{ jsonrpc, id, result | error }`, and events. */
export interface BitcoinDevProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener(...args: unknown[]): () => void
}

/** The Bitcoin dev wallet: its provider plus the control surface a test or the approval panel drives. */
export interface BitcoinDevWallet {
  readonly id: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
  readonly provider: BitcoinDevProvider
  /** The payment address first, then the ordinals address, on the current network. */
  readonly addresses: readonly string[]
  readonly chainId: string
  readonly network: BitcoinDevNetworkName
  readonly authorised: boolean
  /** Satoshis the wallet holds on the current network (funded on regtest only). */
  readonly balance: bigint
  /** Raw hex of every transaction the wallet built; there is no node to broadcast them to. */
  readonly transactions: readonly string[]
  readonly autoApprove: boolean
  setAutoApprove(enabled: boolean): void
  pending(): readonly BitcoinDevWalletRequest[]
  resolve(id: string, approved: boolean): boolean
  subscribe(listener: () => void): () => void
  /** Changes network from the wallet side, as a user would; emits networkChange. */
  selectNetwork(name: BitcoinDevNetworkName): void
  /** Withdraws the site's authorisation, as a user would in the extension; emits disconnect. */
  revoke(): void
}
