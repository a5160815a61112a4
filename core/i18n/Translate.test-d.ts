import { describe, expectTypeOf, it } from 'vitest'
import type { MessageKey } from './MessageKey.js'
import type { Translate } from './Translate.js'

declare const t: Translate

describe('Translate', () => {
  it("accepts the shell's keys and every key a plugin merged into MessageRegistry", () => {
    expectTypeOf<'shell.close'>().toMatchTypeOf<MessageKey>()
    expectTypeOf<'buttons.connect'>().toMatchTypeOf<MessageKey>()
    expectTypeOf<'receive.title'>().toMatchTypeOf<MessageKey>()
    expectTypeOf(t('connect.connecting', { name: 'Ada' })).toEqualTypeOf<string>()
  })

  it('rejects a key nobody declared, unless it goes through t.dynamic', () => {
    // @ts-expect-error: a typo is a type error
    t('shell.clsoe')
    // @ts-expect-error: a plain string is not a key
    t('Guestbook' as string)
    expectTypeOf(t.dynamic('Guestbook')).toEqualTypeOf<string>()
  })
})
