import { GangwayError, toRpcError } from '../../entries/plugin.js'
import { SolanaTransactionError, type SolanaTransactionErrorReason } from './SolanaTransactionError.js'

const reasons: readonly (readonly [RegExp, SolanaTransactionErrorReason, string])[] = [
  [
    /insufficient funds for rent|InsufficientFundsForRent/i,
    'rentExemption',
    'The transaction would leave an account below the rent-exempt minimum.',
  ],
  [
    /insufficient (lamports|funds)|no record of a prior credit|InsufficientFunds/i,
    'insufficientFunds',
    'Insufficient funds to pay for the transaction amount and fees.',
  ],
  [
    /Blockhash not found|block height exceeded|expired/i,
    'blockhashExpired',
    'The transaction expired. Try again.',
  ],
  [/already been processed|AlreadyProcessed/i, 'alreadyProcessed', 'This transaction was already sent.'],
]

const text = (error: unknown): string => {
  const parts: string[] = []
  let node: unknown = error
  for (let depth = 0; node && depth < 5; depth += 1) {
    const item = node as { message?: unknown; logs?: unknown; data?: { logs?: unknown } }
    if (typeof item.message === 'string') parts.push(item.message)
    for (const logs of [item.logs, item.data?.logs]) if (Array.isArray(logs)) parts.push(...logs.map(String))
    node = (node as { cause?: unknown }).cause
  }
  return parts.join('\n')
}

const codeOf = (error: unknown): number | undefined => {
  let node: unknown = error
  for (let depth = 0; node && typeof node === 'object' && depth < 5; depth += 1) {
    const code = (node as { code?: unknown }).code
    if (typeof code === 'number') return code
    node = (node as { cause?: unknown }).cause
  }
  return undefined
}

const logsOf = (error: unknown): string[] => {
  const item = error as { logs?: unknown; transactionLogs?: unknown; data?: { logs?: unknown } } | undefined
  const logs = item?.logs ?? item?.transactionLogs ?? item?.data?.logs
  return Array.isArray(logs) ? logs.map(String) : []
}

/**
 * Maps what signing or sending throws: a wallet's refusal (4001, 4100...) becomes an RpcError; a node's
 * simulation or send failure a SolanaTransactionError with its reason and logs; Gangway errors pass through.
 */
export function toSolanaError(error: unknown): Error {
  if (error instanceof GangwayError) return error
  const code = codeOf(error)
  const message = text(error)
  const simulated =
    /simulation failed|Transaction .* failed|SendTransactionError/i.test(message) || code === -32002
  if (code !== undefined && code >= 4000 && code < 5000) return toRpcError(error)
  if (!simulated && code === undefined) return toRpcError(error)
  const known = reasons.find(([pattern]) => pattern.test(message))
  const [, reason, shortMessage] = known ?? [undefined, 'failed' as const, 'The transaction failed.']
  return new SolanaTransactionError(reason, shortMessage, {
    cause: error,
    details: message.split('\n')[0],
    logs: logsOf(error),
  })
}
