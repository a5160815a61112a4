import { describe, expect, it } from 'vitest'
import { connectRows } from './connectRows.js'

describe('connectRows', () => {
  it("sums the loaders' rows for the Connect view's frame: WalletConnect its entry, the others none", () => {
    expect(connectRows()).toBe(0)
    expect(connectRows([])).toBe(0)
    expect(connectRows([undefined, 1])).toBe(1)
    expect(connectRows([1, 2])).toBe(3)
  })

  it('counts an unsound hint as none and caps the sum: a plugin cannot make the frame a thousand rows tall', () => {
    expect(connectRows([0, -2, 1.5, '2', Number.NaN, null, {}])).toBe(0)
    expect(
      connectRows([
        () => {
          throw new Error('no')
        },
      ]),
    ).toBe(0)
    expect(connectRows([1_000_000])).toBe(6)
    expect(connectRows([4, 4])).toBe(6)
  })
})
