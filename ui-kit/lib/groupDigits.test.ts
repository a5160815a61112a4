import { describe, expect, it } from 'vitest'
import { groupDigits } from './groupDigits.js'

describe('groupDigits', () => {
  it.each([
    ['29995490.49', '29,995,490.49'],
    ['-1250.000', '-1,250.000'],
    ['999.5', '999.5'],
    ['1000', '1,000'],
    ['0.12345678', '0.12345678'],
  ])('%s reads %s', (text, grouped) => {
    expect(groupDigits(text)).toBe(grouped)
  })
})
