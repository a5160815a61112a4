import { describe, expectTypeOf, it } from 'vitest'
import type { Gangway } from '../Gangway.js'

declare module './EventRegistry.js' {
  interface EventRegistry {
    TYPE_TEST_EVENT: { readonly count: number }
  }
}

declare const gangway: Gangway

describe('EventRegistry merging', () => {
  it('types a plugin event for on, once and emit', () => {
    gangway.events.on('TYPE_TEST_EVENT', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ readonly count: number }>()
    })
    gangway.events.once('MODAL_CLOSE', (payload) => {
      expectTypeOf(payload.connected).toEqualTypeOf<boolean>()
    })
    gangway.events.emit('TYPE_TEST_EVENT', { count: 1 })
    // @ts-expect-error count is a number
    gangway.events.emit('TYPE_TEST_EVENT', { count: 'one' })
  })

  it('rejects an event nobody declared', () => {
    // @ts-expect-error no such event
    gangway.events.on('NO_SUCH_EVENT', () => {})
  })
})
