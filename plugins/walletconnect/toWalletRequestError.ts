import { RpcError, toRpcError } from '../../entries/plugin.js'

/** WalletConnect's USER_REJECTED ('User rejected.'), sent by wallets instead of EIP-1193's 4001. */
const WALLETCONNECT_USER_REJECTED = 5000
/** Requests the visitor approves in the wallet (not wallet_switchEthereumChain: its 5000 means "add the chain"). */
const APPROVED_BY_VISITOR = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'polkadot_signMessage',
  'polkadot_signTransaction',
  'cosmos_signAmino',
  'cosmos_signDirect',
  'signMessage',
  'signPsbt',
  'sendTransfer',
])

/**
 * A wallet's failure of `method` as the caller should see it: WalletConnect's 5000 on a request the
 * visitor approves (signing, sending, permissions) is the user-rejected error 4001; anything else as is.
 */
export function toWalletRequestError(method: string, cause: unknown): unknown {
  if (!APPROVED_BY_VISITOR.has(method)) return cause
  const error = toRpcError(cause)
  if (error.code !== WALLETCONNECT_USER_REJECTED) return cause
  return new RpcError(4001, { cause, ...(error.details ? { details: error.details } : {}) })
}
