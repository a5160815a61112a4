/** One message a client published through the relay. */
export interface RelayPublication {
  /** The relay method that carried it: irn_publish, irn_batchPublish, wc_proposeSession or wc_approveSession. */
  readonly method: string
  readonly topic: string
  readonly message: string
  readonly tag: number
  /** Seconds the relay keeps it for subscribers that arrive later. */
  readonly ttl: number
  readonly publishedAt: number
  /** The publishing client (the `iss` of its auth JWT). */
  readonly clientId: string
}
