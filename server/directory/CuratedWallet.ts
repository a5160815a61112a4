import type { WalletEntry } from '../../entries/plugin.js'

/**
 * A wallet of Gangway's curated directory: a directory entry (what /getWallets serves and the widget
 * reads) plus facts for hosts and admins that the widget does not read. Every URL is plain https.
 */
export interface CuratedWallet extends WalletEntry {
  readonly id: string
  /** The wallet's own site. */
  readonly homepage: string
  /** The https link that opens the mobile app (or its download page when not installed), when it has one. */
  readonly universal_link?: string
  /** The wallet's Chrome Web Store page, when it has a browser extension there. */
  readonly chrome_store?: string
  /** The wallet's Google Play page, when it has an Android app. */
  readonly play_store?: string
}
