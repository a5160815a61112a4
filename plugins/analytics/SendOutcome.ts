/** How one POST /e ended: stored, refused for good (403: the project or origin is not allowed), or failed. */
export type SendOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'failed'; readonly retry: boolean; readonly retryAfter: string | null }
