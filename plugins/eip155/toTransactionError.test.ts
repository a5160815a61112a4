import {
  type BaseError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionExecutionError,
  TransactionTypeNotSupportedError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { TransactionError } from '../../entries/plugin.js'
import { toTransactionError } from './toTransactionError.js'

const wrapped = (cause: BaseError) => new TransactionExecutionError(cause, { account: null })

describe('toTransactionError', () => {
  it.each([
    [new InsufficientFundsError({}), 'insufficientFunds'],
    [new NonceTooLowError({}), 'nonceTooLow'],
    [new NonceTooHighError({}), 'nonceTooHigh'],
    [new FeeCapTooLowError({}), 'feeCapTooLow'],
    [new TipAboveFeeCapError({}), 'feeCapTooLow'],
    [new FeeCapTooHighError({}), 'feeCapTooHigh'],
    [new IntrinsicGasTooLowError({}), 'gasTooLow'],
    [new IntrinsicGasTooHighError({}), 'gasTooHigh'],
    [new TransactionTypeNotSupportedError({}), 'unsupportedType'],
    [new ExecutionRevertedError({}), 'reverted'],
  ])('finds %s in the cause chain of a viem error', (cause, reason) => {
    expect(toTransactionError(wrapped(cause))).toMatchObject({ name: 'TransactionError', reason })
  })

  it.each([
    ['insufficient funds for gas * price + value', 'insufficientFunds'],
    ['nonce too low', 'nonceTooLow'],
    ['Nonce too high. Expected nonce to be 2 but got 9', 'nonceTooHigh'],
    ['max fee per gas less than block base fee', 'feeCapTooLow'],
    ['intrinsic gas too low', 'gasTooLow'],
    ['execution reverted: ERC20: transfer amount exceeds balance', 'reverted'],
    ['transaction type not valid', 'unsupportedType'],
    [
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
      'insufficientFunds',
    ],
  ])('reads a node message from a plain provider error: %s', (message, reason) => {
    const providerError = Object.assign(new Error(message), { code: -32000 })
    const error = toTransactionError({ message: 'wallet failed', cause: providerError })
    expect(error).toMatchObject({ name: 'TransactionError', reason })
    expect(error.cause).toMatchObject({ message: 'wallet failed' })
  })

  it('keeps a rejection a rejection, even when the wallet mentions funds', () => {
    const rejected = Object.assign(new Error('User rejected: insufficient funds warning'), { code: 4001 })
    expect(toTransactionError(rejected)).toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      message: 'The user rejected the request.',
    })
  })

  it('keeps a TransactionError made in the page (a smart account refused by its bundler) as it is', () => {
    const refused = new TransactionError('The transaction was reverted by the contract.', {
      reason: 'reverted',
      cause: Object.assign(new Error('UserOperation reverted during execution'), { code: -32521 }),
    })
    expect(toTransactionError(refused)).toBe(refused)
  })

  it('maps an unknown failure to an RpcError by its code', () => {
    expect(toTransactionError(Object.assign(new Error('boom'), { code: -32603 }))).toMatchObject({
      name: 'InternalRpcError',
      details: 'boom',
    })
    expect(toTransactionError('nothing')).toMatchObject({ name: 'UnknownRpcError', code: -1 })
  })
})
