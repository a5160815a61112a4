/** The provider of the walletconnect plugin's bip122 connector: WalletConnect's bip122 JSON-RPC over the session. */
export interface WalletConnectProvider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}
