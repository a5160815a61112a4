import { describe, expect, it } from 'vitest'
import { pairingTimings } from './pairingTimings.js'

describe('pairingTimings (spec section 9)', () => {
  it('keeps the pairing URI expiry, expired margin and retry wait of the spec, the 10 s relay deadline and the 30 s late-approval window', () => {
    expect(pairingTimings).toEqual({
      expiryMs: 240_000,
      expiredUnderMs: 10_000,
      retryMs: 1_000,
      answerMs: 10_000,
      lateApprovalMs: 30_000,
    })
  })
})
