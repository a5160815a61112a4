import { RpcError } from '../errors/RpcError.js'
import { errorChain } from './errorChain.js'
import { readErrorCode } from './readErrorCode.js'
import { readProperty } from './readProperty.js'

function readMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value
  const message = readProperty(value, 'message')
  return typeof message === 'string' && message !== '' ? message : undefined
}

/** Maps anything a wallet or node throws to an RpcError by the first `code` in its cause chain (-1 when none); never throws. */
export function toRpcError(error: unknown): RpcError {
  try {
    if (error instanceof RpcError) return error
    const source = errorChain(error).find((node) => readErrorCode(node) !== undefined)
    return new RpcError(readErrorCode(source) ?? -1, {
      cause: error,
      details: readMessage(source) ?? readMessage(error),
      data: readProperty(source, 'data'),
    })
  } catch {
    return new RpcError(-1, { details: 'The error could not be read' })
  }
}
