import type { PayRequest } from '../../entries/plugin.js'

/** What `gangway.getPlugin('pay')` gives: the payment behind `gangway.pay`. */
export interface PayApi {
  /** Starts a payment (the caller opens the Pay view); settles as `gangway.pay` does. Throws at once on a request it cannot pay. */
  pay(request: PayRequest): Promise<string>
}
