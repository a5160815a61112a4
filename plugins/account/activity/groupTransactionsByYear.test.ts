import { describe, expect, it } from 'vitest'
import type { HistoryItem } from '../../../entries/plugin.js'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'
import { relativeTime } from './relativeTime.js'

const item = (id: string, at: string): HistoryItem => ({
  id,
  minedAt: new Date(at).getTime(),
  chain: 'eip155:1',
  operationType: 'send',
  status: 'confirmed',
  sentFrom: '0x1',
  sentTo: '0x2',
  hash: `0x${id}`,
  transfers: [],
})

describe('groupTransactionsByYear', () => {
  it('groups by year then month, newest first, transactions newest first inside', () => {
    const groups = groupTransactionsByYear([
      item('a', '2025-12-05T12:00:00'),
      item('b', '2026-01-02T12:00:00'),
      item('c', '2026-01-20T12:00:00'),
      item('d', '2025-03-01T12:00:00'),
    ])
    expect(groups.map((group) => [group.year, group.month, group.items.map((entry) => entry.id)])).toEqual([
      [2026, 0, ['c', 'b']],
      [2025, 11, ['a']],
      [2025, 2, ['d']],
    ])
  })
})

describe('relativeTime', () => {
  const now = Date.UTC(2026, 2, 1)
  it.each([
    [5_000, 5, 'sec'],
    [59_999, 59, 'sec'],
    [60_000, 1, 'min'],
    [3 * 3_600_000, 3, 'hr'],
    [2 * 86_400_000, 2, 'd'],
    [45 * 86_400_000, 1, 'mo'],
    [400 * 86_400_000, 1, 'yr'],
    [-10_000, 0, 'sec'],
  ])('%i ms ago is %i %s', (ago, count, unit) => {
    expect(relativeTime(now - ago, now)).toEqual({ count, unit })
  })
})
