import type { PolkadotInjected } from './PolkadotInjected.js'
import type { PolkadotRemoteProvider } from './PolkadotRemoteProvider.js'

/** The connected polkadot wallet: its name, the account in use and what the dapp may drive itself. */
export interface PolkadotWalletHandle {
  readonly name: string
  readonly address: string
  readonly caipNetworkId: string
  /** The extension's injected API (accounts, signer) for @polkadot/api's signer, when the wallet is an extension. */
  readonly injected?: PolkadotInjected
  /** The WalletConnect provider, when the wallet is paired. */
  readonly provider?: PolkadotRemoteProvider
}

/** The polkadot plugin's API (`gangway.getPlugin('polkadot')`). */
export interface PolkadotApi {
  getWallet(): PolkadotWalletHandle | undefined
  /** Signs `message` (text) with signRaw (extensions) or polkadot_signMessage (WalletConnect); the 0x-hex signature. */
  signMessage(args: { readonly message: string; readonly address?: string }): Promise<string>
}
