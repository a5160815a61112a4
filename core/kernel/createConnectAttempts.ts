import { ConnectionError } from '../errors/ConnectionError.js'
import { failedToConnect } from '../errors/messages/failedToConnect.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

export interface ConnectAttempt {
  readonly signal: AbortSignal
  /** True while no newer attempt for the same namespace has started. */
  isLatest(): boolean
  end(): void
}

export interface ConnectAttempts {
  /** A new attempt; the namespace's previous one is aborted. `timeoutMs` aborts it when the wallet is silent that long. */
  start(namespace: ChainNamespace, kind: 'connect' | 'reconnect', timeoutMs?: number): ConnectAttempt
  /** Aborts every visitor-started connect still waiting (another wallet was chosen). */
  supersede(): void
  /** Aborts the attempts of `namespace`, or all, with `reason`. */
  abort(reason: ConnectionError, namespace?: ChainNamespace): void
}

interface Running {
  readonly namespace: ChainNamespace
  readonly kind: 'connect' | 'reconnect'
  readonly controller: AbortController
}

/** Every connect and reconnect waiting for a wallet, each with an AbortController and, for reconnects, a deadline. */
export function createConnectAttempts(): ConnectAttempts {
  const running = new Set<Running>()
  const latest = new Map<ChainNamespace, Running>()
  const stop = (item: Running, reason: ConnectionError) => {
    running.delete(item)
    item.controller.abort(reason)
  }
  return {
    start(namespace, kind, timeoutMs) {
      const previous = latest.get(namespace)
      if (previous && running.has(previous))
        stop(previous, new ConnectionError(failedToConnect, { details: 'A newer attempt replaced this one' }))
      const item: Running = { namespace, kind, controller: new AbortController() }
      running.add(item)
      latest.set(namespace, item)
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(
              () =>
                stop(
                  item,
                  new ConnectionError(failedToConnect, {
                    details: `The wallet did not answer within ${timeoutMs} ms`,
                  }),
                ),
              timeoutMs,
            )
      return {
        signal: item.controller.signal,
        isLatest: () => latest.get(namespace) === item,
        end() {
          clearTimeout(timer)
          running.delete(item)
          if (latest.get(namespace) === item) latest.delete(namespace)
        },
      }
    },
    supersede() {
      for (const item of [...running])
        if (item.kind === 'connect')
          stop(item, new ConnectionError(failedToConnect, { details: 'Another wallet was chosen' }))
    },
    abort(reason, namespace) {
      for (const item of [...running])
        if (namespace === undefined || item.namespace === namespace) stop(item, reason)
    },
  }
}
