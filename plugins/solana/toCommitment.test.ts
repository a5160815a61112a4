import { describe, expect, it } from 'vitest'
import { toCommitment } from './toCommitment.js'

describe('toCommitment', () => {
  it.each([
    ['processed', 'processed'],
    ['confirmed', 'confirmed'],
    ['finalized', 'finalized'],
    ['recent', 'processed'],
    ['single', 'confirmed'],
    ['singleGossip', 'confirmed'],
    ['root', 'finalized'],
    ['max', 'finalized'],
    [undefined, 'confirmed'],
  ])('accepts %s as %s', (value, expected) => {
    expect(toCommitment(value)).toBe(expected)
  })

  it.each(['fast', 'Confirmed', '', 'toString', 1, null])('refuses %s with a clear error', (value) => {
    expect(() => toCommitment(value)).toThrow(
      expect.objectContaining({
        message: 'Invalid preflight commitment',
        details: `"${String(value)}" is not one of processed, confirmed, finalized, recent, single, singleGossip, root, max`,
      }),
    )
  })
})
