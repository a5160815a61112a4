import type { CosmosSignature } from './CosmosSignature.js'

/** The connected cosmos wallet as the plugin sees it. */
export interface CosmosWalletHandle {
  readonly name: string
  readonly type: 'injected' | 'WALLET_CONNECT'
  /** The Keplr-compatible object (a WalletConnect provider wrapped as one). */
  readonly wallet: unknown
  readonly address: string
  /** The base64 compressed public key. */
  readonly publicKey: string | undefined
  /** The chain id the wallet is enabled on ('cosmoshub-4'). */
  readonly chainId: string
}

/** What the cosmos plugin offers hosts and other plugins (gangway.getPlugin('cosmos')). */
export interface CosmosApi {
  getWallet(): CosmosWalletHandle | undefined
  /** Signs UTF-8 text (or bytes) by ADR-36 (signArbitrary); returns the amino StdSignature. */
  signMessage(args: {
    readonly message: string | Uint8Array
    readonly address?: string
  }): Promise<CosmosSignature>
  /** Wallet RPC by WalletConnect's names: cosmos_getAccounts, cosmos_signAmino, cosmos_signDirect. */
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}
