import type { ConnectionError } from '../errors/ConnectionError.js'
import type { ConnectResult } from '../plugin/ConnectResult.js'
import type { SessionReporter } from '../plugin/SessionReporter.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ConnectCallOptions } from '../types/ConnectCallOptions.js'
import type { Connector } from '../types/Connector.js'

/** The connection state machine of every namespace a chain plugin registered. */
export interface Session extends Omit<SessionReporter, 'refreshBalance'> {
  connect(
    connector: Connector | string,
    namespace?: ChainNamespace,
    options?: ConnectCallOptions,
  ): Promise<ConnectResult>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Restores stored connections, newest first, for namespaces whose adapter is set up; drops the others. One run at a time. */
  reconnect(): Promise<void>
  /** Ends every connect still waiting for a wallet (the visitor walked away); its caller gets `reason`. */
  abandon(reason: ConnectionError): void
  refreshBalance(namespace: ChainNamespace, options?: { readonly force?: boolean }): Promise<void>
}
