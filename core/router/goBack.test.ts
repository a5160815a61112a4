import { describe, expect, it } from 'vitest'
import { goBack } from './goBack.js'
import type { ViewHistory } from './ViewHistory.js'

describe('goBack', () => {
  it.each<[string, ViewHistory, boolean, { history: ViewHistory; close: boolean }]>([
    ['empty history closes', [], false, { history: [], close: true }],
    ['single view closes', [{ view: 'Connect' }], false, { history: [{ view: 'Connect' }], close: true }],
    [
      'single view closes while connected',
      [{ view: 'Account' }],
      true,
      { history: [{ view: 'Account' }], close: true },
    ],
    [
      'goes back one step',
      [{ view: 'Connect' }, { view: 'AllWallets' }, { view: 'ConnectingWalletConnectBasic' }],
      false,
      { history: [{ view: 'Connect' }, { view: 'AllWallets' }], close: false },
    ],
    [
      'back to Connect while disconnected stays Connect',
      [{ view: 'Connect' }, { view: 'AllWallets' }],
      false,
      { history: [{ view: 'Connect' }], close: false },
    ],
    [
      'back to Connect while connected shows Account',
      [{ view: 'Connect' }, { view: 'SwitchNetwork' }],
      true,
      { history: [{ view: 'Account' }], close: false },
    ],
    [
      'only the view landed on is turned into Account',
      [{ view: 'Connect' }, { view: 'Connect' }, { view: 'SwitchNetwork' }],
      true,
      { history: [{ view: 'Connect' }, { view: 'Account' }], close: false },
    ],
    [
      'keeps the params of the view landed on',
      [{ view: 'Account' }, { view: 'Swap', params: { amount: '1' } }, { view: 'SwitchNetwork' }],
      true,
      { history: [{ view: 'Account' }, { view: 'Swap', params: { amount: '1' } }], close: false },
    ],
  ])('%s', (_, history, connected, expected) => {
    const before = structuredClone(history)
    expect(goBack(history, { connected })).toStrictEqual(expected)
    expect(history).toStrictEqual(before)
  })
})
