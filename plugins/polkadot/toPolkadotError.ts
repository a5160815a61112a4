import { GangwayError, toRpcError } from '../../entries/plugin.js'

const refusal = /reject|cancel|denied|declined|not allowed/i

/**
 * Maps what a wallet throws while signing: a refusal (code 4001, or an extension's 'Cancelled' / 'Rejected'
 * error without a code) becomes the RpcError 4001; other codes their RpcError; Gangway errors pass through.
 */
export function toPolkadotError(error: unknown): Error {
  if (error instanceof GangwayError) return error
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code !== 'number' && typeof message === 'string' && refusal.test(message))
    return toRpcError({ code: 4001, message })
  return toRpcError(error)
}
