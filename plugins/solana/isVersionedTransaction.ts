import { VersionedTransaction } from '@solana/web3.js'

/** Whether a transaction is a v0 VersionedTransaction rather than a legacy Transaction. */
export const isVersionedTransaction = (transaction: unknown): transaction is VersionedTransaction =>
  transaction instanceof VersionedTransaction
