import type { TransactionNodeReason } from '../../entries/plugin.js'

/** Why a transaction failed at the node, as TransactionError reports it. */
export type TransactionErrorReason = TransactionNodeReason
