import type { SmartAccountChain } from './SmartAccountChain.js'

/** Options of createSmartAccountsPlugin. */
export interface SmartAccountsOptions {
  /** The ERC-4337 v0.7 contracts by CAIP-2 chain id; a chain absent here has no smart accounts. */
  readonly chains: Readonly<Record<string, SmartAccountChain>>
  /** Connectors whose eip155 account owns a smart account (default: the embedded wallet, ID_AUTH). */
  readonly connectors?: readonly string[]
  /** The bundler endpoint (default: the blockchain API's /v1/bundler). */
  readonly bundlerUrl?: string
}
