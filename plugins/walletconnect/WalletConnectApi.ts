import type { StoreApi } from 'zustand/vanilla'
import type { ChainNamespace, ConnectionErrorMessage, WalletEntry } from '../../entries/plugin.js'
import type { PairingState } from './PairingState.js'

/** What the walletconnect plugin offers views and hosts (gangway.getPlugin('walletconnect')). */
export interface WalletConnectApi {
  /** Pairing state (URI, expiry, error...) while the plugin is set up. */
  readonly store: StoreApi<PairingState> | undefined
  /** Namespaces served through WalletConnect (one connector 'walletConnect' each), the preferred first. */
  namespaces(preferred?: ChainNamespace): readonly ChainNamespace[]
  /** Namespaces the live session approved (after pairing or restore). */
  sessionNamespaces(): readonly ChainNamespace[]
  /** Remembers the directory wallet the visitor chose for the next pairing (deep links, recent wallet). */
  choose(wallet: WalletEntry | undefined): void
  /** Records a deep link the visitor was sent to. */
  linked(linking: PairingState['linking']): void
  /** Stops a pairing in progress; a pending connect() fails with `message`. */
  cancel(message?: ConnectionErrorMessage): void
}
