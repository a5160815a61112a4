/** Options of createWalletConnectPlugin. */
export interface WalletConnectPluginOptions {
  /** Storage of the WalletConnect clients; default: the Gangway storage (config.storage, else localStorage, else memory). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}
