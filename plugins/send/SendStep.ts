import type { PreparedSend, SendDraft } from '../../entries/plugin.js'

interface Sent {
  readonly hash: string
  readonly link: string | undefined
  readonly amount: string
  readonly symbol: string
}

/** Where the Send flow is: the form, the fee estimate, the review, the wallet, the confirmation, the result. */
export type SendStep =
  | { readonly kind: 'form' }
  | { readonly kind: 'estimating' }
  | { readonly kind: 'review' | 'wallet'; readonly draft: SendDraft; readonly prepared: PreparedSend }
  | ({ readonly kind: 'pending' } & Sent)
  | ({ readonly kind: 'done'; readonly outcome: 'confirmed' | 'failed' | 'pending' } & Sent)
