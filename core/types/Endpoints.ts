/** Every service Gangway talks to; all are configuration so that the widget can be self-hosted. */
export interface Endpoints {
  /** Blockchain data API (balances, history, names, swaps, onramp). */
  readonly api: string
  /** Wallet directory, project config, allowed origins and analytics config. */
  readonly directory: string
  /** Analytics sink (`POST /e`). */
  readonly analytics: string
  /** WalletConnect relay (ws/wss). */
  readonly relay: string
  /** Embedded-wallet secure frame. */
  readonly secureFrame: string
  /** Project chain RPC (`{rpc}/v1/?chainId=…&projectId=…`, spec section 7), tried before a network's own rpcUrls; none by default. */
  readonly rpc?: string
}
