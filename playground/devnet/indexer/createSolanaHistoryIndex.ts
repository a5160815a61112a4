import { callJsonRpc } from '../../../server/chainData/callJsonRpc.js'
import { readSolanaTransaction } from './readSolanaTransaction.js'
import type { SolanaTransaction } from './SolanaTransaction.js'

const CALL_DEADLINE_MS = 5_000
const MAX_ANSWER_BYTES = 1024 * 1024
const PARALLEL = 16
const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

export interface SolanaHistoryIndex {
  /** The transactions of `address` newest first, after reading the signatures it got since the last read. */
  transactionsOf(address: string, signal: AbortSignal): Promise<readonly SolanaTransaction[]>
}

/**
 * Solana history per address over the local VM's RPC: getSignaturesForAddress (until the newest one known)
 * then getTransaction for each new signature, kept in memory (rebuilt from the chain after a restart).
 */
export function createSolanaHistoryIndex(options: {
  readonly rpcUrl: string
  readonly fetch?: typeof fetch
}): SolanaHistoryIndex {
  const known = new Map<string, SolanaTransaction[]>()
  const reading = new Map<string, Promise<readonly SolanaTransaction[]>>()
  const call = (method: string, params: readonly unknown[], signal: AbortSignal) =>
    callJsonRpc(options.rpcUrl, method, params, {
      signal,
      timeoutMs: CALL_DEADLINE_MS,
      maxBytes: MAX_ANSWER_BYTES,
      fetch: options.fetch,
    })
  const read = async (address: string, signal: AbortSignal) => {
    const list = known.get(address) ?? []
    const until = list[0]?.signature
    const answer = await call(
      'getSignaturesForAddress',
      [address, { limit: 1000, ...(until ? { until } : {}) }],
      signal,
    )
    if (!Array.isArray(answer)) throw new Error('getSignaturesForAddress: invalid answer')
    const signatures = answer.map((entry) => {
      const signature = (entry as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string' || !SIGNATURE.test(signature))
        throw new Error('getSignaturesForAddress: invalid signature')
      return signature
    })
    const fresh: SolanaTransaction[] = []
    for (let start = 0; start < signatures.length; start += PARALLEL) {
      const batch = await Promise.all(
        signatures
          .slice(start, start + PARALLEL)
          .map(async (signature) =>
            readSolanaTransaction(
              signature,
              await call(
                'getTransaction',
                [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }],
                signal,
              ),
            ),
          ),
      )
      for (const transaction of batch) if (transaction) fresh.push(transaction)
    }
    const merged = [...fresh, ...list]
    known.set(address, merged)
    return merged
  }
  return {
    transactionsOf(address, signal) {
      const running = reading.get(address)
      const next = (running ?? Promise.resolve()).catch(() => {}).then(() => read(address, signal))
      const tracked = next.finally(() => {
        if (reading.get(address) === tracked) reading.delete(address)
      })
      reading.set(address, tracked)
      return tracked
    },
  }
}
