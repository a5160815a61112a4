import {
  errorChain,
  type RpcError,
  TransactionError,
  type TransactionNodeReason,
  toRpcError,
  transactionNodeMessages,
} from '../../entries/plugin.js'

/**
 * The bundler's refusals a visitor can act on, by the name viem gives them (its bundler errors) or their ERC-4337
 * code, and the reason a node gives the same refusal.
 */
const known: readonly (readonly [string, RegExp, TransactionNodeReason])[] = [
  // AA21: the smart account cannot pay for its gas (a new account holds nothing yet).
  ['InsufficientPrefundError', /\bAA21\b/, 'insufficientFunds'],
  ['InvalidAccountNonceError', /\bAA25\b/, 'nonceTooLow'],
  // The calls themselves revert while the bundler simulates them.
  ['ExecutionRevertedError', /UserOperation reverted during execution/i, 'reverted'],
]

const textOf = (node: object) =>
  ['details', 'message']
    .map((key) => (node as Record<string, unknown>)[key])
    .filter((item): item is string => typeof item === 'string')
    .join('\n')

/**
 * Maps what sending a user operation threw: a refusal the visitor can act on becomes a TransactionError with the
 * same words as a node's (spec section 8: transaction node errors are surfaced), the rest an RpcError.
 */
export function toUserOperationError(error: unknown): TransactionError<TransactionNodeReason> | RpcError {
  const chain = errorChain(error)
  for (const node of chain) {
    const name = (node as { name?: unknown }).name
    const found = known.find(([known, code]) => name === known || code.test(textOf(node)))
    if (found)
      return new TransactionError(transactionNodeMessages[found[2]], {
        reason: found[2],
        cause: error,
        details: textOf(node),
      })
  }
  return toRpcError(error)
}
