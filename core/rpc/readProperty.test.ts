import { describe, expect, it } from 'vitest'
import { readProperty } from './readProperty.js'

describe('readProperty', () => {
  it('reads a property of an object or function', () => {
    expect(readProperty({ code: 4001 }, 'code')).toBe(4001)
    expect(
      readProperty(
        Object.assign(() => {}, { code: 1 }),
        'code',
      ),
    ).toBe(1)
  })

  it('gives undefined for primitives, null and missing keys', () => {
    expect(readProperty('text', 'length')).toBeUndefined()
    expect(readProperty(null, 'code')).toBeUndefined()
    expect(readProperty(undefined, 'code')).toBeUndefined()
    expect(readProperty({}, 'code')).toBeUndefined()
  })

  it('gives undefined when a getter throws', () => {
    const hostile = {
      get code(): number {
        throw new Error('boom')
      },
    }
    expect(readProperty(hostile, 'code')).toBeUndefined()
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
      },
    )
    expect(readProperty(proxy, 'cause')).toBeUndefined()
  })
})
