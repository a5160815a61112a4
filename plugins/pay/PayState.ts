import type { Payment } from './Payment.js'

/** The pay plugin's store: the payment in progress or the last one, for the Pay view. */
export interface PayState {
  readonly payment?: Payment
}
