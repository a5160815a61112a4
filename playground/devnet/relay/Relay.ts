import type { RelayPublication } from './RelayPublication.js'

/** A local WalletConnect relay (the irn JSON-RPC protocol over `ws`) for tests and the playground. */
export interface Relay {
  /** ws://127.0.0.1:PORT */
  readonly url: string
  /** Closes every socket and the server; stored messages are dropped. */
  stop(): Promise<void>
  /** Closes every client socket (an outage); the server keeps listening and clients reconnect. */
  drop(): void
  /** Stops listening and listens again on the same port, keeping subscriptions and stored messages. */
  restart(): Promise<void>
  /** How many client sockets are open now. */
  clients(): number
  /** Every message published so far, oldest first. */
  published(): readonly RelayPublication[]
}
