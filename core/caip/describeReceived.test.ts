import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeReceived } from './describeReceived.js'

describe('describeReceived', () => {
  it('quotes strings and names other types', () => {
    expect(describeReceived('eip155')).toBe('Received "eip155"')
    expect(describeReceived(null)).toBe('Received null')
    expect(describeReceived(undefined)).toBe('Received undefined')
    expect(describeReceived(42)).toBe('Received number')
    expect(describeReceived(Object.create(null))).toBe('Received object')
  })

  it('truncates long strings', () => {
    const text = describeReceived('x'.repeat(10_000))
    expect(text).toBe(`Received "${'x'.repeat(200)}…"`)
  })

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => describeReceived(value).startsWith('Received ')))
  })
})
