import {
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
} from 'viem'
import {
  TransactionError as CoreTransactionError,
  errorChain,
  type RpcError,
  toRpcError,
} from '../../entries/plugin.js'
import { TransactionError } from './TransactionError.js'
import type { TransactionErrorReason } from './TransactionErrorReason.js'

type NodeErrorClass = (abstract new (...args: never[]) => Error) & { readonly nodeMessage?: RegExp }

const known: readonly (readonly [NodeErrorClass, TransactionErrorReason, RegExp?])[] = [
  [InsufficientFundsError, 'insufficientFunds', /exceeds the balance of the account/i],
  [NonceTooLowError, 'nonceTooLow'],
  [NonceTooHighError, 'nonceTooHigh'],
  [NonceMaxValueError, 'nonceTooHigh'],
  [FeeCapTooLowError, 'feeCapTooLow'],
  [TipAboveFeeCapError, 'feeCapTooLow'],
  [FeeCapTooHighError, 'feeCapTooHigh'],
  [IntrinsicGasTooLowError, 'gasTooLow'],
  [IntrinsicGasTooHighError, 'gasTooHigh'],
  [TransactionTypeNotSupportedError, 'unsupportedType'],
  [ContractFunctionRevertedError, 'reverted'],
  [ExecutionRevertedError, 'reverted'],
]

const textOf = (node: object) => {
  const { details, message } = node as { details?: unknown; message?: unknown }
  return [details, message].filter((item): item is string => typeof item === 'string').join('\n')
}

const byClass = (node: object) => known.find(([type]) => node instanceof type)?.[1]

const byMessage = (node: object) => {
  const text = textOf(node).toLowerCase()
  return known.find(([type, , extra]) => type.nodeMessage?.test(text) || extra?.test(text))?.[1]
}

/**
 * Maps what a wallet or node throws for a transaction: node errors to a TransactionError, the rest to an RpcError.
 * A TransactionError already made in the page (the smart account's user operation refused by the bundler) stays.
 */
export function toTransactionError(error: unknown): CoreTransactionError<TransactionErrorReason> | RpcError {
  if (error instanceof CoreTransactionError) return error as CoreTransactionError<TransactionErrorReason>
  const chain = errorChain(error)
  if (chain.some((node) => (node as { code?: unknown }).code === 4001)) return toRpcError(error)
  for (const find of [byClass, byMessage])
    for (const node of [...chain].reverse()) {
      const reason = find(node)
      if (reason) return new TransactionError(reason, { cause: error, details: textOf(node) })
    }
  return toRpcError(error)
}
