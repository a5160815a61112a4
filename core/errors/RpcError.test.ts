import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GangwayError } from './GangwayError.js'
import { RpcError } from './RpcError.js'

const namesByCode: Record<number, string> = {
  [-32700]: 'ParseRpcError',
  [-32600]: 'InvalidRequestRpcError',
  [-32601]: 'MethodNotFoundRpcError',
  [-32602]: 'InvalidParamsRpcError',
  [-32603]: 'InternalRpcError',
  [-32000]: 'InvalidInputRpcError',
  [-32001]: 'ResourceNotFoundRpcError',
  [-32002]: 'ResourceUnavailableRpcError',
  [-32003]: 'TransactionRejectedRpcError',
  [-32004]: 'MethodNotSupportedRpcError',
  [-32005]: 'LimitExceededRpcError',
  [-32006]: 'JsonRpcVersionUnsupportedError',
  4001: 'UserRejectedRequestError',
  4100: 'UnauthorizedProviderError',
  4200: 'UnsupportedProviderMethodError',
  4900: 'ProviderDisconnectedError',
  4901: 'ChainDisconnectedError',
  4902: 'SwitchChainError',
  5700: 'UnsupportedNonOptionalCapabilityError',
  5710: 'UnsupportedChainIdError',
  5720: 'DuplicateIdError',
  5730: 'UnknownBundleIdError',
  5740: 'BundleTooLargeError',
  5750: 'AtomicReadyWalletRejectedUpgradeError',
  5760: 'AtomicityNotSupportedError',
}

describe('RpcError', () => {
  it.each(Object.entries(namesByCode))('names code %s %s', (code, name) => {
    const error = new RpcError(Number(code))
    expect(error.name).toBe(name)
    expect(error.code).toBe(Number(code))
    expect(error.message).toBe(error.shortMessage)
    expect(error.shortMessage).toMatch(/^[A-Z].+\.$/)
  })

  it('gives every known code its own message', () => {
    const messages = Object.keys(namesByCode).map((code) => new RpcError(Number(code)).shortMessage)
    expect(new Set(messages).size).toBe(messages.length)
  })

  it('names the rest of 5700-5760 CallBundleRpcError', () => {
    for (const code of [5701, 5715, 5759]) expect(new RpcError(code).name).toBe('CallBundleRpcError')
    expect(new RpcError(5761).name).toBe('UnknownRpcError')
    expect(new RpcError(5699).name).toBe('UnknownRpcError')
  })

  it('names any other code UnknownRpcError and keeps the code', () => {
    const error = new RpcError(1234)
    expect(error.name).toBe('UnknownRpcError')
    expect(error.code).toBe(1234)
    expect(error.shortMessage).toBe('An unknown RPC error occurred.')
  })

  it('does not treat inherited object keys as codes', () => {
    fc.assert(
      fc.property(fc.integer(), (code) => {
        const name = new RpcError(code).name
        const expected =
          namesByCode[code] ?? (code >= 5700 && code <= 5760 ? 'CallBundleRpcError' : 'UnknownRpcError')
        expect(name).toBe(expected)
      }),
    )
  })

  it('keeps cause, details and data', () => {
    const cause = new Error('User denied transaction signature')
    const error = new RpcError(4001, { cause, data: { reason: 'x' } })
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('User denied transaction signature')
    expect(error.data).toEqual({ reason: 'x' })
  })
})
