import { decodeBase64 } from './decodeBase64.js'
import type { FrameRpcRequest } from './FrameRpcRequest.js'
import { readSolanaTransaction } from './readSolanaTransaction.js'

const MAX_TRANSACTION_TEXT = 4_096

/** The transaction of a solana_signTransaction / solana_signAndSendTransaction request, read; throws on bad params. */
export function readSolanaRequest(request: FrameRpcRequest) {
  const { transaction, pubkey, sendOptions } = (request.params ?? {}) as Record<string, unknown>
  const bytes =
    typeof transaction === 'string' && transaction.length <= MAX_TRANSACTION_TEXT
      ? decodeBase64(transaction)
      : undefined
  if (!bytes || typeof pubkey !== 'string') throw new Error('Invalid params')
  return {
    pubkey,
    view: readSolanaTransaction(bytes),
    sendOptions: typeof sendOptions === 'object' && sendOptions !== null ? sendOptions : {},
  }
}
