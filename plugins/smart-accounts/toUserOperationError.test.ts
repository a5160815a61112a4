import { BaseError } from 'viem'
import { getBundlerError, UserOperationExecutionError } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { toUserOperationError } from './toUserOperationError.js'

/** What viem's sendUserOperation throws when the bundler refuses while estimating (its own error classes). */
const refusal = (code: number, message: string) =>
  new UserOperationExecutionError(getBundlerError(Object.assign(new BaseError(message), { code }), {}), {
    callData: '0x',
    sender: '0x00000000000000000000000000000000000000a5',
  } as never)

describe('toUserOperationError', () => {
  it.each([
    [
      -32500,
      "UserOperation reverted during simulation with reason: AA21 didn't pay prefund",
      'insufficientFunds',
    ],
    [
      -32500,
      'UserOperation reverted during simulation with reason: AA25 invalid account nonce',
      'nonceTooLow',
    ],
    [-32521, 'UserOperation reverted during execution phase', 'reverted'],
  ])('says a node’s words for %s %s', (code, message, reason) => {
    const error = toUserOperationError(refusal(code, message))
    expect(error).toMatchObject({ name: 'TransactionError', reason })
    expect((error as { details?: string }).details).toBeTruthy()
  })

  it('finds the AA code in a plain provider error too', () => {
    const error = toUserOperationError(Object.assign(new Error("AA21 didn't pay prefund"), { code: -32500 }))
    expect(error).toMatchObject({
      name: 'TransactionError',
      reason: 'insufficientFunds',
      shortMessage: 'Insufficient funds to pay for the transaction amount and gas.',
    })
  })

  it('leaves every other refusal an RpcError by its code (a signature the account refuses: AA24)', () => {
    expect(
      toUserOperationError(
        refusal(-32507, 'UserOperation reverted during simulation with reason: AA24 signature error'),
      ),
    ).toMatchObject({ name: 'UnknownRpcError', code: -32507 })
    expect(toUserOperationError('nothing')).toMatchObject({ name: 'UnknownRpcError', code: -1 })
  })
})
