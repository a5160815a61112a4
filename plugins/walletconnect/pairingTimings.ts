import type { PairingTimings } from './createPairingFlow.js'

/** WalletConnect pairing timings of spec section 9: a URI lives 240 s, counts as expired with under 10 s left, and a new attempt waits 1 s. */
export const pairingTimings: PairingTimings = { expiryMs: 240_000, expiredUnderMs: 10_000, retryMs: 1_000 }
