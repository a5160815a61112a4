import { describe, expect, it } from 'vitest'
import type { ViewEntry } from '../types/ViewRegistry.js'
import { replaceView } from './replaceView.js'
import type { ViewHistory } from './ViewHistory.js'

describe('replaceView', () => {
  it.each<[string, ViewHistory, ViewEntry, ViewHistory]>([
    ['starts an empty history', [], { view: 'Account' }, [{ view: 'Account' }]],
    ['replaces the only view', [{ view: 'Connect' }], { view: 'Account' }, [{ view: 'Account' }]],
    [
      'replaces only the top view',
      [{ view: 'Connect' }, { view: 'SwitchActiveChain', params: { switchToChain: 'solana' } }],
      { view: 'AllWallets' },
      [{ view: 'Connect' }, { view: 'AllWallets' }],
    ],
    [
      'carries the new params',
      [{ view: 'Connect' }, { view: 'Swap' }],
      { view: 'Swap', params: { amount: '1' } },
      [{ view: 'Connect' }, { view: 'Swap', params: { amount: '1' } }],
    ],
    [
      'never stacks the view below again: it becomes the top',
      [{ view: 'Pay' }, { view: 'Connect' }],
      { view: 'Pay' },
      [{ view: 'Pay' }],
    ],
  ])('%s', (_, history, entry, expected) => {
    const before = structuredClone(history)
    expect(replaceView(history, entry)).toStrictEqual(expected)
    expect(history).toStrictEqual(before)
  })
})
