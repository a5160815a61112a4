import type { Network, PayRequest } from '../../entries/plugin.js'
import type { PayStatus } from './PayStatus.js'

/** The payment the Pay view shows: its request, checked, and how far it got. */
export interface Payment {
  readonly id: number
  readonly request: PayRequest
  readonly network: Network
  /** The recipient in its namespace's canonical form. */
  readonly recipient: string
  readonly status: PayStatus
  readonly hash?: string
  /** The error the payment ended with ('failed'), or the last one the visitor met (declined, balance). */
  readonly error?: string
}
