import { describe, expectTypeOf, it } from 'vitest'
import type { Gangway } from '../Gangway.js'

interface TypeTestApi {
  ping(): string
}

declare module './PluginRegistry.js' {
  interface PluginRegistry {
    typeTest: TypeTestApi
  }
}

declare const gangway: Gangway

describe('PluginRegistry merging', () => {
  it("types a plugin's API by its name", () => {
    expectTypeOf(gangway.getPlugin('typeTest')).toEqualTypeOf<TypeTestApi | undefined>()
  })

  it('leaves an undeclared plugin unknown', () => {
    expectTypeOf(gangway.getPlugin('somebody-else')).toEqualTypeOf<unknown>()
  })
})
