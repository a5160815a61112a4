import { describe, expectTypeOf, it } from 'vitest'
import type { Gangway, OpenOptions } from '../Gangway.js'

declare module './ViewRegistry.js' {
  interface ViewRegistry {
    TypeTestView: { readonly id: number }
  }
}

declare const gangway: Gangway

describe('ViewRegistry merging', () => {
  it('makes a plugin view openable with its params, which are required when the view needs them', () => {
    expectTypeOf(gangway.open).toBeCallableWith({ view: 'TypeTestView', params: { id: 7 } })
    // @ts-expect-error TypeTestView needs params
    gangway.open({ view: 'TypeTestView' })
    // @ts-expect-error id is a number
    gangway.open({ view: 'TypeTestView', params: { id: '7' } })
    gangway.navigate('TypeTestView', { id: 7 })
  })

  it('opens the kernel views, optional params optional, and the default view with no options', () => {
    expectTypeOf(gangway.open).toBeCallableWith()
    expectTypeOf(gangway.open).toBeCallableWith({ view: 'Account' })
    expectTypeOf(gangway.open).toBeCallableWith({ view: 'Connect', namespace: 'solana' })
    expectTypeOf(gangway.open).toBeCallableWith({ view: 'SwitchNetwork' })
    // @ts-expect-error SwitchActiveChain needs params
    gangway.open({ view: 'SwitchActiveChain' })
  })

  it('rejects a view nobody declared', () => {
    // @ts-expect-error no such view
    gangway.open({ view: 'NoSuchView' })
    expectTypeOf<{ readonly view: 'NoSuchView' }>().not.toMatchTypeOf<OpenOptions>()
  })
})
