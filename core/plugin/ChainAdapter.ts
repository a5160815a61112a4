import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connector } from '../types/Connector.js'
import type { Network } from '../types/Network.js'
import type { ConnectOptions } from './ConnectOptions.js'
import type { ConnectResult } from './ConnectResult.js'

/** What a chain plugin provides; optional capabilities are absent, never stubbed. */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /**
   * Asks the wallet for its accounts. `signal` aborts when the visitor walks away (modal closed,
   * another attempt, disconnect): stop waiting, and tell the wallet where it has a way.
   */
  connect(connector: Connector, options: ConnectOptions): Promise<ConnectResult>
  disconnect(): Promise<void>
  /** Restores the session of a connector the visitor authorised before; null when it is not authorised. */
  reconnect?(connectorId: string, options: ConnectOptions): Promise<ConnectResult | null>
  /**
   * The canonical form of an address of this namespace (EIP-55 for eip155), or undefined when it is
   * not one. The kernel drops every account from a wallet or a session that fails it.
   */
  normalizeAddress?(address: string): string | undefined
  switchNetwork?(network: Network): Promise<void>
  /** The native balance; `signal` aborts the request (the account or network changed, the kernel stopped). */
  getBalance?(
    address: string,
    network: Network,
    options?: { readonly signal?: AbortSignal },
  ): Promise<{ readonly value: string; readonly symbol: string }>
  signMessage?(message: string, address: string): Promise<string>
  sendTransaction?(request: Readonly<Record<string, unknown>>): Promise<string>
  request?(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}
