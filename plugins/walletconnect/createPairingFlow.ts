import type { StoreApi } from 'zustand/vanilla'
import { ConnectionError, type ConnectionErrorMessage, failedToConnect } from '../../entries/plugin.js'
import type { PairingState } from './PairingState.js'
import { toPairingError } from './toPairingError.js'

export interface PairingTimings {
  /** Lifetime of a pairing URI. */
  readonly expiryMs: number
  /** A URI with less than this left counts as expired. */
  readonly expiredUnderMs: number
  /** Wait before a new URI is made. */
  readonly retryMs: number
  /** How long an attempt may take to show its URI (relay unreachable or silent): then 'Failed to connect'. */
  readonly answerMs: number
}

export interface PairingFlowDeps<S> {
  readonly store: StoreApi<PairingState>
  /** One pairing attempt: calls `onUri` with its URI, resolves with the approved session. */
  readonly attempt: (onUri: (uri: string) => void) => Promise<S | undefined>
  /** Forgets the pairings of attempts that were superseded or failed. */
  readonly abandon: () => void
  /** Ends, on both sides, a session approved for an attempt nobody waits for any more (cancelled). */
  readonly discard: (session: S) => void
  /** Lets go of the relay (socket, reconnect timers) once no attempt runs any more: after a failure or a cancel. */
  readonly stop?: () => void
  readonly timings: PairingTimings
  readonly now?: () => number
}

export interface PairingFlow<S> {
  /**
   * The session once a wallet approves; makes a new URI before the current one expires. Each attempt
   * has `timings.answerMs` to show its URI; the first one counts from `since` (epoch ms, default now).
   */
  wait(since?: number): Promise<S>
  /**
   * Stops pairing; a pending wait() fails with a ConnectionError(`message`). The pairing stays
   * subscribed so that a wallet approving it later is heard, and its session discarded.
   */
  cancel(message?: ConnectionErrorMessage): void
}

/** Pairing attempts one after another until a wallet approves one or rejects it (spec sections 3 and 9). */
export function createPairingFlow<S>(deps: PairingFlowDeps<S>): PairingFlow<S> {
  const { store, timings } = deps
  const now = deps.now ?? Date.now
  let waiting:
    | { resolve: (session: S) => void; reject: (error: unknown) => void; promise: Promise<S> }
    | undefined
  let current = 0
  let timers: ReturnType<typeof setTimeout>[] = []
  let answer: ReturnType<typeof setTimeout> | undefined
  const clear = () => {
    clearTimeout(answer)
    answer = undefined
    for (const timer of timers) clearTimeout(timer)
    timers = []
  }
  const settle = () => {
    const settled = waiting
    waiting = undefined
    current += 1
    clear()
    return settled
  }

  const fail = (cause: unknown) => {
    const error = toPairingError(cause)
    const settled = settle()
    deps.abandon()
    deps.stop?.()
    store.setState({
      status: 'disconnected',
      uri: undefined,
      expiresAt: undefined,
      buffering: false,
      error: error.message,
    })
    settled?.reject(error)
  }

  const start = (since = now()) => {
    current += 1
    const id = current
    clear()
    answer = setTimeout(
      () => {
        if (id !== current || !waiting) return
        const seconds = Math.round(timings.answerMs / 1_000)
        fail(
          new ConnectionError(failedToConnect, { details: `The relay did not answer within ${seconds} s` }),
        )
      },
      Math.max(0, since + timings.answerMs - now()),
    )
    store.setState({
      status: 'connecting',
      uri: undefined,
      expiresAt: undefined,
      buffering: true,
      error: undefined,
    })
    const onUri = (uri: string) => {
      if (id !== current) return
      clearTimeout(answer)
      const expiresAt = now() + timings.expiryMs
      store.setState({ uri, expiresAt, buffering: false })
      timers.push(
        setTimeout(
          () => {
            if (id !== current) return
            store.setState({ uri: undefined, buffering: true })
            timers.push(
              setTimeout(() => {
                if (id !== current) return
                deps.abandon()
                start()
              }, timings.retryMs),
            )
          },
          Math.max(0, timings.expiryMs - timings.expiredUnderMs),
        ),
      )
    }
    const owner = waiting
    deps.attempt(onUri).then(
      (session) => {
        if (waiting !== owner) {
          if (session !== undefined) deps.discard(session)
          return
        }
        if (session === undefined) {
          if (id === current) fail(new ConnectionError(failedToConnect, { details: 'No session' }))
          return
        }
        const settled = settle()
        store.setState({ status: 'connected', uri: undefined, expiresAt: undefined, buffering: false })
        settled?.resolve(session)
      },
      (cause: unknown) => {
        if (id === current && waiting) fail(cause)
      },
    )
  }
  return {
    wait(since?: number) {
      if (waiting) return waiting.promise
      let resolve!: (session: S) => void
      let reject!: (error: unknown) => void
      const promise = new Promise<S>((yes, no) => {
        resolve = yes
        reject = no
      })
      waiting = { resolve, reject, promise }
      start(since)
      return promise
    },
    cancel(message: ConnectionErrorMessage = failedToConnect) {
      if (!waiting) return
      const settled = settle()
      deps.stop?.()
      store.setState({ status: 'disconnected', uri: undefined, expiresAt: undefined, buffering: false })
      settled?.reject(new ConnectionError(message, { details: 'Pairing cancelled' }))
    },
  }
}
