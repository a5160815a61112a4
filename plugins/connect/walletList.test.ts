import { describe, expect, it } from 'vitest'
import { walletList } from './walletList.js'

describe('walletList (spec section 9)', () => {
  it('keeps the directory list sizes and search wait of the spec', () => {
    expect(walletList).toEqual({
      recommended: 4,
      pageSize: 40,
      searchSize: 100,
      prefetchImages: 20,
      searchWaitMs: 300,
    })
  })
})
