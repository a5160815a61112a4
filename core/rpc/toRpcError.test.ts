import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RpcError } from '../errors/RpcError.js'
import { toRpcError } from './toRpcError.js'

describe('toRpcError', () => {
  it('maps an EIP-1193 error object and keeps its message and data', () => {
    const providerError = {
      code: 4001,
      message: 'MetaMask Tx Signature: User denied transaction signature.',
      data: 7,
    }
    const error = toRpcError(providerError)
    expect(error).toBeInstanceOf(RpcError)
    expect(error.name).toBe('UserRejectedRequestError')
    expect(error.code).toBe(4001)
    expect(error.shortMessage).toBe('The user rejected the request.')
    expect(error.details).toBe('MetaMask Tx Signature: User denied transaction signature.')
    expect(error.data).toBe(7)
    expect(error.cause).toBe(providerError)
  })

  it('maps an Error carrying a code', () => {
    const error = toRpcError(Object.assign(new Error('Unrecognized chain ID'), { code: 4902 }))
    expect(error.name).toBe('SwitchChainError')
    expect(error.details).toBe('Unrecognized chain ID')
  })

  it('finds the code in a nested cause and keeps that cause message', () => {
    const wrapped = new Error('Request failed', {
      cause: new Error('wrapper', { cause: { code: -32005, message: 'rate limited' } }),
    })
    const error = toRpcError(wrapped)
    expect(error.name).toBe('LimitExceededRpcError')
    expect(error.code).toBe(-32005)
    expect(error.details).toBe('rate limited')
    expect(error.cause).toBe(wrapped)
  })

  it('uses the outermost code when several levels carry one', () => {
    expect(toRpcError({ code: -32603, message: 'Internal', cause: { code: 4001 } }).name).toBe(
      'InternalRpcError',
    )
  })

  it('maps the EIP-5792 codes', () => {
    expect(toRpcError({ code: 5760 }).name).toBe('AtomicityNotSupportedError')
    expect(toRpcError({ code: 5740 }).name).toBe('BundleTooLargeError')
    expect(toRpcError({ code: 5745 }).name).toBe('CallBundleRpcError')
  })

  it('gives UnknownRpcError with code -1 for strings, null and code-less errors', () => {
    const fromString = toRpcError('something broke')
    expect(fromString.name).toBe('UnknownRpcError')
    expect(fromString.code).toBe(-1)
    expect(fromString.details).toBe('something broke')
    expect(toRpcError(null).code).toBe(-1)
    expect(toRpcError(undefined).name).toBe('UnknownRpcError')
    const plain = toRpcError(new Error('socket hang up'))
    expect(plain.code).toBe(-1)
    expect(plain.details).toBe('socket hang up')
  })

  it('keeps an unmapped code as UnknownRpcError', () => {
    const error = toRpcError({ code: 3, message: 'execution reverted', data: '0x08c379a0' })
    expect(error.name).toBe('UnknownRpcError')
    expect(error.code).toBe(3)
    expect(error.data).toBe('0x08c379a0')
  })

  it('returns an RpcError unchanged', () => {
    const original = new RpcError(4100)
    expect(toRpcError(original)).toBe(original)
  })

  it('never throws on hostile input', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
        getPrototypeOf() {
          throw new Error('boom')
        },
      },
    )
    expect(toRpcError(hostile)).toBeInstanceOf(RpcError)
    expect(toRpcError(hostile).code).toBe(-1)
  })

  it('gives an RpcError for anything, never throwing', () => {
    const errorLike = fc.record(
      {
        code: fc.oneof(fc.integer(), fc.string(), fc.anything()),
        message: fc.anything(),
        cause: fc.anything(),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(fc.anything(), errorLike), (value) => {
        const error = toRpcError(value)
        expect(error).toBeInstanceOf(RpcError)
        expect(Number.isSafeInteger(error.code)).toBe(true)
        expect(error.message).toBe(error.shortMessage)
      }),
    )
  })
})
