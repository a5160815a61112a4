import { ConnectionError, connectionRejected, failedToConnect, toRpcError } from '../../entries/plugin.js'

/** WalletConnect's rejection codes (USER_REJECTED, _CHAINS, _METHODS, _EVENTS) and EIP-1193's 4001. */
const REJECTED = new Set([4001, 5000, 5001, 5002, 5003])

/** A failed pairing as the spec's catalogue names it: connectionRejected or 'Failed to connect'. */
export function toPairingError(cause: unknown): ConnectionError {
  if (cause instanceof ConnectionError) return cause
  const error = toRpcError(cause)
  return new ConnectionError(REJECTED.has(error.code) ? connectionRejected : failedToConnect, {
    cause,
    ...(error.details ? { details: error.details } : {}),
  })
}
