import type { AccountType } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import type { Network } from '../types/Network.js'
import type { ChainCapability } from './ChainCapability.js'
import type { ConnectOptions } from './ConnectOptions.js'
import type { ConnectResult } from './ConnectResult.js'
import type { ExplorerTarget } from './ExplorerTarget.js'

/**
 * What a chain plugin provides: what the kernel must know of its namespace (address check, account type,
 * native unit, explorer links, capabilities) and the wallet calls. Optional calls are absent, never stubbed.
 */
export interface ChainAdapter {
  /** The CAIP-2 namespace this adapter serves; the kernel keeps accounts only for registered namespaces. */
  readonly namespace: ChainNamespace
  /** The type of an account the wallet does not type (spec section 3: smartAccount on eip155, eoa on solana). */
  readonly defaultAccountType: AccountType
  /** Decimals of the namespace's native unit (18 on eip155, 9 on solana); format amounts with formatUnits. */
  readonly nativeDecimals: number
  /** What the namespace supports; the kernel and feature plugins ask this instead of keeping lists. */
  readonly capabilities: readonly ChainCapability[]
  /**
   * The canonical form of an address of this namespace (EIP-55 for eip155), or undefined when it is not one.
   * Every CAIP-10 check asks it: the kernel drops each account from a wallet or a session that fails it.
   */
  normalizeAddress(address: string): string | undefined
  /**
   * A block-explorer link to an address or a transaction on `network`, undefined when it has none. Without it
   * the kernel uses the common layout (`/address/…`, `/tx/…`) under the network's blockExplorers.default.url.
   */
  explorerUrl?(network: Network, target: ExplorerTarget): string | undefined
  /**
   * Asks the wallet for its accounts. `signal` aborts when the visitor walks away (modal closed,
   * another attempt, disconnect): stop waiting, and tell the wallet where it has a way.
   */
  connect(connector: Connector, options: ConnectOptions): Promise<ConnectResult>
  disconnect(): Promise<void>
  /** Restores the session of a connector the visitor authorised before; null when it is not authorised. */
  reconnect?(connectorId: string, options: ConnectOptions): Promise<ConnectResult | null>
  switchNetwork?(network: Network): Promise<void>
  /** The native balance as decimal text in the network's unit; `signal` aborts the request (the account or network changed, the kernel stopped). */
  getBalance?(
    address: string,
    network: Network,
    options?: { readonly signal?: AbortSignal },
  ): Promise<{ readonly value: string; readonly symbol: string }>
  signMessage?(message: string, address: string): Promise<string>
  sendTransaction?(request: Readonly<Record<string, unknown>>): Promise<string>
  request?(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}
