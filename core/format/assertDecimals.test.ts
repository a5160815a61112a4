import { describe, expect, it } from 'vitest'
import { GangwayError } from '../errors/GangwayError.js'
import { assertDecimals } from './assertDecimals.js'

describe('assertDecimals', () => {
  it('accepts integers from 0 to 255', () => {
    for (const decimals of [0, 6, 18, 255]) expect(() => assertDecimals(decimals)).not.toThrow()
  })

  it.each([-1, 256, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '18', null])('rejects %j', (decimals) => {
    expect(() => assertDecimals(decimals)).toThrowError(GangwayError)
    expect(() => assertDecimals(decimals)).toThrowError(/^Invalid decimals$/)
  })
})
