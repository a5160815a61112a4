/** What a block-explorer link points to: an account address or a transaction. */
export type ExplorerTarget = { readonly address: string } | { readonly transaction: string }
