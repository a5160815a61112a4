import type { WalletEntry } from '../../core/types/Connector.js'

/** A GET /getWallets answer (`{ data, count }`), or why the query is rejected. */
export type WalletQueryResult =
  | { readonly page: { readonly data: readonly WalletEntry[]; readonly count: number } }
  | { readonly reason: string }
