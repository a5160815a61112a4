import { ConnectionError, failedToConnect, GangwayError, toRpcError } from '../../entries/plugin.js'

const refusal = /request rejected|rejected by (the )?user|user (rejected|denied|cancel)/i

const messageOf = (error: unknown) => {
  try {
    if (typeof error === 'string') return error
    const message = (error as { message?: unknown } | null)?.message
    return typeof message === 'string' ? message.slice(0, 500) : ''
  } catch {
    return ''
  }
}

/**
 * What a cosmos wallet threw, as a Gangway error: Keplr's refusal ('Request rejected', no code) becomes the
 * RpcError 4001 (a connect then reads 'Connection rejected'), other errors an RpcError by their code, a missed
 * deadline ('late') the ConnectionError 'Failed to connect'; Gangway errors pass through. Loaded on failure.
 */
export function toCosmosError(error: unknown, late?: string): GangwayError {
  if (error instanceof GangwayError) return error
  if (late !== undefined) return new ConnectionError(failedToConnect, { details: late })
  const message = messageOf(error)
  if (refusal.test(message)) return toRpcError({ code: 4001, message })
  return toRpcError(error)
}
