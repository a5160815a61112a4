import { describe, expect, it } from 'vitest'
import { orderPlugins } from './orderPlugins.js'
import type { Plugin } from './Plugin.js'

const p = (name: string, extra: Partial<Plugin> = {}): Plugin => ({
  name,
  kind: 'feature',
  setup() {},
  ...extra,
})
const names = (list: Plugin[]) => list.map((plugin) => plugin.name)

describe('orderPlugins', () => {
  it.each([
    [
      [p('b'), p('a')],
      ['a', 'b'],
    ],
    [
      [p('a', { enforce: 'post' }), p('b'), p('c', { enforce: 'pre' })],
      ['c', 'b', 'a'],
    ],
    [
      [p('swaps', { requires: ['eip155'] }), p('eip155')],
      ['eip155', 'swaps'],
    ],
    [
      [p('a', { requires: ['z'] }), p('z', { enforce: 'post' })],
      ['z', 'a'],
    ],
    [
      [p('c', { requires: ['b'] }), p('b', { requires: ['a'] }), p('a')],
      ['a', 'b', 'c'],
    ],
    [
      [p('a'), p('z', { kind: 'chain' }), p('y', { kind: 'chain', enforce: 'post' })],
      ['z', 'a', 'y'],
    ],
  ])(
    'orders by enforce, chain plugins first, then requires, never by registration order %#',
    (input, expected) => {
      expect(names(orderPlugins(input))).toEqual(expected)
      expect(names(orderPlugins([...input].reverse()))).toEqual(expected)
    },
  )

  it('accepts a requirement that is already set up', () => {
    expect(names(orderPlugins([p('swaps', { requires: ['eip155'] })], new Set(['eip155'])))).toEqual([
      'swaps',
    ])
  })

  it('names a missing requirement', () => {
    expect(() => orderPlugins([p('swaps', { requires: ['eip155'] })])).toThrow(
      'Plugin "swaps" requires "eip155", which is not enabled',
    )
  })

  it('names a cycle', () => {
    expect(() => orderPlugins([p('a', { requires: ['b'] }), p('b', { requires: ['a'] })])).toThrow(
      /cycle: (a -> b -> a|b -> a -> b)/,
    )
  })
})
