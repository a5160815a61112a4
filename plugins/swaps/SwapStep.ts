/** Where the Swap flow is: the form, the approve or the swap in the wallet and on chain, the result. */
export type SwapStep =
  | { readonly kind: 'form' }
  | { readonly kind: 'approving' }
  | { readonly kind: 'wallet' }
  | { readonly kind: 'pending'; readonly hash: string; readonly link?: string }
  | {
      readonly kind: 'done'
      readonly hash: string
      readonly link?: string
      readonly outcome: 'confirmed' | 'failed' | 'pending'
      readonly sent: string
      /** The new balances of the two tokens in whole units, once read. */
      readonly balances?: { readonly from: string; readonly to: string }
    }
