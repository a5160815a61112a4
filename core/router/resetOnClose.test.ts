import { describe, expect, it } from 'vitest'
import { resetOnClose } from './resetOnClose.js'
import type { ViewHistory } from './ViewHistory.js'

describe('resetOnClose', () => {
  it.each<[boolean, boolean, ViewHistory]>([
    [false, false, [{ view: 'Connect' }]],
    [false, true, [{ view: 'Connect' }]],
    [true, false, [{ view: 'Connect' }]],
    [true, true, [{ view: 'Account' }]],
  ])('embedded %s, connected %s resets to %j', (embedded, connected, expected) => {
    expect(resetOnClose({ embedded, connected })).toStrictEqual(expected)
  })
})
