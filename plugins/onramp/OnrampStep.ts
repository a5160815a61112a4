import type { OnrampCatalog } from './OnrampCatalog.js'
import type { OnrampPurchase } from './OnrampPurchase.js'

type Provider = OnrampCatalog['providers'][number]

/** Where the purchase stands: the form, the checkout window open (cancellable), or the purchase done. */
export type OnrampStep =
  | { readonly kind: 'form' }
  | { readonly kind: 'waiting'; readonly provider: Provider; readonly cancel: () => void }
  | { readonly kind: 'done'; readonly provider: Provider; readonly purchase: OnrampPurchase }
