import type { WalletEntry } from '../../entries/plugin.js'

/** The pairing state of spec section 3, kept in the walletconnect plugin's store. */
export interface PairingState {
  readonly status: 'disconnected' | 'connecting' | 'connected'
  /** The pairing URI the QR code and the deep links carry. */
  readonly uri?: string
  /** When the URI stops counting as valid (epoch ms); a new one is made shortly before. */
  readonly expiresAt?: number
  /** The deep link last opened, and the wallet it opens. */
  readonly linking?: { readonly name: string; readonly href: string }
  /** The directory wallet the visitor chose; it becomes a recent wallet once connected. */
  readonly wallet?: WalletEntry
  /** True while a pairing URI is being made (none to show yet). */
  readonly buffering: boolean
  /** 'Connection rejected' or 'Failed to connect' after a failed pairing. */
  readonly error?: string
}

export const initialPairingState: PairingState = { status: 'disconnected', buffering: false }
