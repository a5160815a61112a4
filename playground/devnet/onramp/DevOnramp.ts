import type { OnrampProvider } from '../../../server/onramp/OnrampProvider.js'
import type { DevPurchase } from './DevPurchase.js'

/** The dev on-ramp: its checkout pages on an origin of their own, the provider behind the Gangway server's on-ramp API, and what was bought. */
export interface DevOnramp {
  /** The checkout's origin, e.g. 'http://127.0.0.1:41235'. */
  readonly url: string
  readonly provider: OnrampProvider
  /** The public key its meld link must carry. */
  readonly publicKey: string
  purchases(): readonly DevPurchase[]
  close(): Promise<void>
}
