import { ConnectionError, failedToConnect } from '../../entries/plugin.js'

/** The parts of a WalletConnect relayer a halt touches (`connect` and the publisher's `checkQueue` are not in its public type). */
export interface HaltableRelayer {
  transportClose(): Promise<void>
  readonly publisher?: object
}

export interface RelayHalt {
  /** Closes the socket and keeps it closed: a pairing request still in flight cannot reopen it. */
  halt(): Promise<void>
  /** Lets the next attempt open the socket again. */
  resume(): void
}

/**
 * Stops a relayer for good until resumed. Closing the transport alone does not last: a subscribe or
 * publish still in flight calls the relayer's connect again, which retries a refused socket after 1,
 * 2, 3, 4 s. While halted that connect fails at once with 'Failed to connect', and a socket that was
 * still connecting when the halt came is closed as soon as it opens. The publisher's queue waits while halted:
 * each heartbeat republishes what is queued, and a publish that fails there is a promise nobody catches (an
 * unhandled rejection in the host's page for every queued message and pulse).
 */
export function createRelayHalt(relayer: HaltableRelayer): RelayHalt {
  const target = relayer as HaltableRelayer & { connect?: (...args: unknown[]) => Promise<void> }
  const connect = target.connect?.bind(relayer)
  let halted = false
  const close = () => relayer.transportClose().catch(() => undefined)
  const publisher = relayer.publisher as { checkQueue?: (...args: unknown[]) => void } | undefined
  const checkQueue = publisher?.checkQueue?.bind(publisher)
  if (publisher && checkQueue)
    publisher.checkQueue = (...args: unknown[]) => {
      if (!halted) checkQueue(...args)
    }
  if (connect)
    target.connect = (...args: unknown[]) =>
      halted
        ? Promise.reject(new ConnectionError(failedToConnect, { details: 'The pairing was stopped' }))
        : connect(...args).then(async (value) => {
            // Halted while the socket was still connecting: the close found nothing open to close.
            if (halted) await close()
            return value
          })
  return {
    async halt() {
      halted = true
      await close()
    },
    resume() {
      halted = false
    },
  }
}
