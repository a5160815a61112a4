import type { WalletEntry } from '../../core/types/Connector.js'

/** A host's change to the directory: an entry added or replacing the curated one, or a removal. */
export type WalletEdit =
  | { readonly id: string; readonly removed: false; readonly entry: WalletEntry }
  | { readonly id: string; readonly removed: true; readonly entry: null }
