import { describe, expectTypeOf, it } from 'vitest'
import type { Gangway, Plugin, ViewRegistry } from '../../entries/plugin.js'
import { createNamesPlugin, type NameProfile, type NamesApi } from './index.js'

declare const gangway: Gangway

describe('the names plugin types', () => {
  it("is a plugin named 'names' whose API getPlugin('names') gives", () => {
    expectTypeOf(createNamesPlugin({ suffix: '.example.id' })).toEqualTypeOf<Plugin<'names', NamesApi>>()
    expectTypeOf(gangway.getPlugin('names')).toEqualTypeOf<NamesApi | undefined>()
    expectTypeOf<ReturnType<NamesApi['resolve']>>().toEqualTypeOf<Promise<NameProfile | undefined>>()
  })

  it('declares its views: RegisterAccountName without params, RegisterAccountNameSuccess with the name', () => {
    expectTypeOf<ViewRegistry['RegisterAccountName']>().toEqualTypeOf<undefined>()
    expectTypeOf<ViewRegistry['RegisterAccountNameSuccess']>().toEqualTypeOf<{ readonly name: string }>()
  })
})
