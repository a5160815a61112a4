import { expect, it } from 'vitest'
import { pluralize } from './pluralize.js'

it('puts the noun in the singular for one and in the plural otherwise', () => {
  expect(pluralize(1, 'plugin')).toBe('1 plugin')
  expect(pluralize(2, 'plugin')).toBe('2 plugins')
  expect(pluralize(0, 'local chain')).toBe('0 local chains')
  expect(pluralize(3, 'entry', 'entries')).toBe('3 entries')
})
