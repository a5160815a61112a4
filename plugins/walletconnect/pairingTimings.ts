import type { PairingTimings } from './createPairingFlow.js'

/** WalletConnect pairing timings of spec section 9: a URI lives 240 s, counts as expired with under 10 s left, and a new attempt waits 1 s;
 * a relay that cannot be reached or does not answer within 10 s is a failed attempt (issue 14); after the modal closed on a shown URI
 * the relay stays open 30 s for a wallet approving late. */
export const pairingTimings: PairingTimings & { readonly lateApprovalMs: number } = {
  expiryMs: 240_000,
  expiredUnderMs: 10_000,
  retryMs: 1_000,
  answerMs: 10_000,
  lateApprovalMs: 30_000,
}
