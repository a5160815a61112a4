import { describe, expect, it } from 'vitest'
import type { ViewEntry } from '../types/ViewRegistry.js'
import { pushView } from './pushView.js'
import type { ViewHistory } from './ViewHistory.js'

const params = { network: 'eip155:1' }

describe('pushView', () => {
  it.each<[string, ViewHistory, ViewEntry, ViewHistory]>([
    ['starts an empty history', [], { view: 'Connect' }, [{ view: 'Connect' }]],
    [
      'adds a new view on top',
      [{ view: 'Connect' }],
      { view: 'AllWallets' },
      [{ view: 'Connect' }, { view: 'AllWallets' }],
    ],
    [
      'keeps params of the pushed view',
      [{ view: 'Connect' }],
      { view: 'Swap', params },
      [{ view: 'Connect' }, { view: 'Swap', params }],
    ],
    [
      'does not stack the view already on top',
      [{ view: 'Connect' }, { view: 'AllWallets' }],
      { view: 'AllWallets' },
      [{ view: 'Connect' }, { view: 'AllWallets' }],
    ],
    [
      'same view on top with new params refreshes them without stacking',
      [{ view: 'Connect' }, { view: 'Swap', params: { network: 'eip155:1' } }],
      { view: 'Swap', params: { network: 'eip155:10' } },
      [{ view: 'Connect' }, { view: 'Swap', params: { network: 'eip155:10' } }],
    ],
    [
      'a view deeper in the stack is pushed again',
      [{ view: 'Connect' }, { view: 'AllWallets' }],
      { view: 'Connect' },
      [{ view: 'Connect' }, { view: 'AllWallets' }, { view: 'Connect' }],
    ],
  ])('%s', (_, history, entry, expected) => {
    const before = structuredClone(history)
    expect(pushView(history, entry)).toStrictEqual(expected)
    expect(history).toStrictEqual(before)
  })

  it.each<[string, ViewHistory, ViewEntry]>([
    ['same view, no params', [{ view: 'Connect' }], { view: 'Connect' }],
    ['same view, same params', [{ view: 'Swap', params }], { view: 'Swap', params }],
  ])('returns the same history when nothing changes: %s', (_, history, entry) => {
    expect(pushView(history, entry)).toBe(history)
  })
})
