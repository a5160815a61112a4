import type { DevMobileWalletState } from './DevMobileWalletState.js'

/** The playground's stand-in phone, driven by the panel through the playground's server. */
export interface DevMobileWallet {
  state(): DevMobileWalletState
  /** Scans `uri` as a phone would: pairs and approves the session proposal. */
  pair(uri: string): Promise<DevMobileWalletState>
  resolve(id: string, approved: boolean): DevMobileWalletState
  /** Ends every session from the phone's side. */
  disconnect(): Promise<DevMobileWalletState>
  close(): Promise<void>
}
