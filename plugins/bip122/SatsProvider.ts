/** What a sats-connect (WBIP004) provider object offers: JSON-RPC requests and, on newer wallets, events. */
export interface SatsProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(...args: unknown[]): unknown
}
