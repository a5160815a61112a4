import { GangwayError, toRpcError } from '../../entries/plugin.js'

/**
 * Maps a wallet's error to an RpcError: a rejection code of the protocol (sats-connect's USER_REJECTION -32000,
 * WalletConnect's 5000) becomes 4001, the user-rejected code the kernel and the catalogue know; Gangway errors
 * and timeouts pass through.
 */
export function toBip122Error(error: unknown, rejectionCodes: readonly number[]): Error {
  if (error instanceof GangwayError) return error
  if (error instanceof DOMException) return error
  let code: unknown
  let message: unknown
  try {
    code = (error as { code?: unknown })?.code
    message = (error as { message?: unknown })?.message
  } catch {}
  if (typeof code === 'number' && rejectionCodes.includes(code))
    return toRpcError({
      code: 4001,
      message: typeof message === 'string' ? message.slice(0, 200) : undefined,
    })
  return toRpcError(error)
}
