import { describe, expect, it } from 'vitest'
import { CaipError } from './CaipError.js'
import { GangwayError } from './GangwayError.js'

describe('CaipError', () => {
  it('is a GangwayError named CaipError whose message is the short message', () => {
    const error = new CaipError('Invalid CAIP-10 address', { details: 'Received "x"' })
    expect(error).toBeInstanceOf(GangwayError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('CaipError')
    expect(error.message).toBe('Invalid CAIP-10 address')
    expect(error.shortMessage).toBe('Invalid CAIP-10 address')
    expect(error.details).toBe('Received "x"')
  })
})
