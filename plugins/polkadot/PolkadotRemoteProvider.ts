/** The provider of a WALLET_CONNECT connector of the polkadot namespace: WalletConnect's polkadot JSON-RPC over a session. */
export interface PolkadotRemoteProvider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}
