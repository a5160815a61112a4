import { classifyWalletRequest, RpcError, toRpcError } from '../../core/index.js'

/** WalletConnect's USER_REJECTED ('User rejected.'), sent by wallets instead of EIP-1193's 4001. */
const WALLETCONNECT_USER_REJECTED = 5000

/**
 * A wallet's failure of `method` as the caller should see it: WalletConnect's 5000 on a request the
 * visitor approves (signing, sending, permissions) is the user-rejected error 4001; anything else as is.
 */
export function toWalletRequestError(method: string, cause: unknown): unknown {
  if (classifyWalletRequest(method) !== 'unsafe') return cause
  const error = toRpcError(cause)
  if (error.code !== WALLETCONNECT_USER_REJECTED) return cause
  return new RpcError(4001, { cause, ...(error.details ? { details: error.details } : {}) })
}
