type Listener = (...args: never[]) => void

/** A provider speaking WalletConnect's cosmos JSON-RPC (cosmos_getAccounts, cosmos_signAmino, cosmos_signDirect), e.g. the walletconnect plugin's. */
export interface CosmosRpcProvider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on?(event: string, listener: Listener): unknown
  removeListener?(event: string, listener: Listener): unknown
}
