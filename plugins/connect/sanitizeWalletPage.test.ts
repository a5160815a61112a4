import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeWalletPage } from './sanitizeWalletPage.js'

const wallet = (id: string, name = `Wallet ${id}`) => ({ id, name })

describe('sanitizeWalletPage', () => {
  it('cuts to the entries asked for, after dropping junk and duplicates', () => {
    const data = [
      null,
      wallet('a'),
      'x',
      wallet('a', 'Again'),
      { id: 1, name: 'n' },
      wallet('b'),
      wallet('c'),
    ]
    expect(sanitizeWalletPage({ data, count: 9 }, 2)).toEqual({ data: [wallet('a'), wallet('b')], count: 9 })
  })

  it('gives an empty page for an answer that is not a page', () => {
    for (const body of [undefined, null, 'data', 3, [], { data: 'x' }, { data: { 0: wallet('a') } }])
      expect(sanitizeWalletPage(body, 40)).toEqual({ data: [], count: 0 })
  })

  it('keeps imageSprites only as an integer of 2-100', () => {
    const page = (imageSprites: unknown) => sanitizeWalletPage({ data: [], count: 0, imageSprites }, 40)
    expect(page(40)).toEqual({ data: [], count: 0, imageSprites: 40 })
    expect(page(2).imageSprites).toBe(2)
    expect(page(100).imageSprites).toBe(100)
    for (const junk of [1, 101, 2.5, -40, '40', null, Number.NaN, Number.POSITIVE_INFINITY, { max: 40 }])
      expect(page(junk), String(junk)).toEqual({ data: [], count: 0 })
  })

  it('makes count a non-negative integer, never below the entries kept', () => {
    const data = [wallet('a'), wallet('b')]
    for (const count of [-1, 1.5, Number.NaN, Infinity, 1e300, '40', null, undefined, 0])
      expect(sanitizeWalletPage({ data, count }, 40).count, String(count)).toBe(2)
    expect(sanitizeWalletPage({ data, count: 500 }, 40).count).toBe(500)
  })

  it('keeps only typed, capped fields and builds a fresh object', () => {
    const entry = JSON.parse(
      '{"id":"w","name":"W","__proto__":{"polluted":true},"extra":1,"rdns":null,"image_id":"img","mobile_link":"w://","desktop_link":5,"chains":["eip155:1",2,"eip155:1"]}',
    )
    const [kept] = sanitizeWalletPage({ data: [entry] }, 40).data
    expect(kept).toEqual({
      id: 'w',
      name: 'W',
      rdns: null,
      image_id: 'img',
      mobile_link: 'w://',
      chains: ['eip155:1'],
    })
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype)
    expect((kept as unknown as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('for any answer: at most min(entries, 100) entries, unique ids, string id and name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.anything(), fc.record({ id: fc.string(), name: fc.string() })), {
          maxLength: 300,
        }),
        fc.anything(),
        fc.integer({ min: -5, max: 500 }),
        (data, count, entries) => {
          const page = sanitizeWalletPage({ data, count }, entries)
          expect(page.data.length).toBeLessThanOrEqual(Math.max(0, Math.min(entries, 100)))
          expect(new Set(page.data.map((item) => item.id)).size).toBe(page.data.length)
          for (const item of page.data)
            expect([typeof item.id, typeof item.name]).toEqual(['string', 'string'])
          expect(Number.isSafeInteger(page.count) && page.count >= page.data.length).toBe(true)
        },
      ),
    )
  })
})
