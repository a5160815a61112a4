import { describe, expect, it } from 'vitest'
import { cooldownSeconds } from './cooldownSeconds.js'

describe('cooldownSeconds', () => {
  it('rounds the wait up and ends it after 30 s', () => {
    expect(cooldownSeconds(null, 1_000)).toBe(0)
    expect(cooldownSeconds(0, 100)).toBe(30)
    expect(cooldownSeconds(0, 12_300)).toBe(18)
    expect(cooldownSeconds(0, 29_001)).toBe(1)
    expect(cooldownSeconds(0, 30_000)).toBe(0)
  })

  it('ignores a stored time in the future (a changed clock or a forged value)', () => {
    expect(cooldownSeconds(50_000, 1_000)).toBe(0)
  })
})
