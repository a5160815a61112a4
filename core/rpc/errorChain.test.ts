import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorChain } from './errorChain.js'

describe('errorChain', () => {
  it('follows nested causes from the outside in', () => {
    const inner = { code: 4001 }
    const middle = new Error('middle', { cause: inner })
    const outer = new Error('outer', { cause: middle })
    expect(errorChain(outer)).toEqual([outer, middle, inner])
  })

  it('stops at a primitive cause and gives nothing for a primitive error', () => {
    const error = new Error('x', { cause: 'reason' })
    expect(errorChain(error)).toEqual([error])
    expect(errorChain('x')).toEqual([])
    expect(errorChain(null)).toEqual([])
  })

  it('stops at a cycle and at 16 levels', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(errorChain(a)).toEqual([a, b])
    let deep: unknown = { code: 1 }
    for (let index = 0; index < 100; index++) deep = { cause: deep }
    expect(errorChain(deep)).toHaveLength(16)
  })

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => Array.isArray(errorChain(value))))
  })
})
