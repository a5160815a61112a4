import { describe, expectTypeOf, it } from 'vitest'
import type { Gangway } from './Gangway.js'

declare const gangway: Gangway

describe('gangway.stores type', () => {
  it('has getState and subscribe, but no setState or store actions', () => {
    expectTypeOf(gangway.stores.accounts.getState).toBeFunction()
    expectTypeOf(gangway.stores.accounts.subscribe).toBeFunction()
    // @ts-expect-error a host cannot write kernel stores
    gangway.stores.accounts.setState({ byNamespace: {} })
    // @ts-expect-error store actions are the kernel's own
    gangway.stores.notifications.show('hello')
    const other = gangway.stores.modal
    // @ts-expect-error the stores object cannot be replaced
    gangway.stores.modal = other
  })
})
