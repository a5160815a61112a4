import type { SolanaCommitment } from './SolanaTransactionRequest.js'

/** The allowed preflight commitments (spec section 5) and the level each means today. */
export const solanaCommitments: Readonly<Record<SolanaCommitment, 'processed' | 'confirmed' | 'finalized'>> =
  {
    processed: 'processed',
    confirmed: 'confirmed',
    finalized: 'finalized',
    recent: 'processed',
    single: 'confirmed',
    singleGossip: 'confirmed',
    root: 'finalized',
    max: 'finalized',
  }
