/** What Send reads of a name typed as the receiver, through gangway.getPlugin('names') (the names plugin, when composed). */
export type ReceiverName =
  | { readonly status: 'none' }
  | { readonly status: 'resolving' | 'missing' | 'failed'; readonly name: string }
  | { readonly status: 'resolved'; readonly name: string; readonly address: string; readonly avatar?: string }
