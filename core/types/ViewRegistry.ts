import type { ChainNamespace } from './ChainNamespace.js'
import type { Network } from './Network.js'

/**
 * Views and their parameters. Core declares only the views its routing rules name; every plugin adds
 * its own by declaration merging (`declare module 'gangway' { interface ViewRegistry { Swap: {...} } }`).
 */
export interface ViewRegistry {
  /** `namespace`: only that namespace's wallets, connecting only it (open({ namespace }) when nothing is connected). */
  Connect: { readonly namespace?: ChainNamespace } | undefined
  /** `namespace`: shows that connected namespace and makes it the active one (open({ namespace })). */
  Account: { readonly namespace?: ChainNamespace } | undefined
  AllWallets: undefined
  ConnectingWalletConnectBasic: undefined
  SwitchNetwork: { readonly network?: Network } | undefined
  SwitchActiveChain: {
    readonly switchToChain: ChainNamespace
    readonly navigateTo?: ViewId
    readonly navigateWithReplace?: boolean
    readonly network?: Network
  }
  UnsupportedChain: undefined
  SIWXSignMessage: undefined
  ApproveTransaction: undefined
}

/** A view id: one declared in ViewRegistry, or any string a third-party plugin registers. */
export type ViewId = (keyof ViewRegistry & string) | (string & {})

export interface ViewEntry {
  readonly view: ViewId
  readonly params?: unknown
}
