import { describe, expect, it } from 'vitest'
import { pairingTimings } from './pairingTimings.js'

describe('pairingTimings (spec section 9)', () => {
  it('keeps the pairing URI expiry, expired margin and retry wait of the spec, and the 10 s relay deadline', () => {
    expect(pairingTimings).toEqual({
      expiryMs: 240_000,
      expiredUnderMs: 10_000,
      retryMs: 1_000,
      answerMs: 10_000,
    })
  })
})
