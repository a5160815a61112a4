import type { ChainNamespace, ConnectionErrorMessage } from '../../entries/plugin.js'

/** The lazily loaded WalletConnect side of the plugin: the universal provider and the pairing flow. */
export interface PairingRuntime {
  /** A wallet request for a namespace of the session (pairs first for eth_requestAccounts). */
  request(
    namespace: ChainNamespace,
    args: { readonly method: string; readonly params?: unknown },
  ): Promise<unknown>
  sessionNamespaces(): readonly ChainNamespace[]
  cancel(message?: ConnectionErrorMessage): void
  dispose(): Promise<void>
}
