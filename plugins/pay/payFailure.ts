import { TransactionError } from '../../entries/plugin.js'

/** A payment's failure as the TransactionError `gangway.pay` rejects with; `reason` names the case. */
export function payFailure(reason: string, message: string, details?: string): TransactionError {
  return new TransactionError(message, { reason, ...(details ? { details } : {}) })
}
