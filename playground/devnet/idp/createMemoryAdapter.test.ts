import { describe, expect, it } from 'vitest'
import { createMemoryAdapter } from './createMemoryAdapter.js'

describe("the dev identity provider's memory adapter", () => {
  it('keeps each model apart, finds by uid and user code, and forgets what expired', async () => {
    let clock = 1_000_000
    const factory = createMemoryAdapter(() => clock)
    const sessions = factory('Session')
    const codes = factory('AuthorizationCode')
    await sessions.upsert('a', { uid: 'u1', accountId: 'alice' }, 60)
    await codes.upsert('a', { grantId: 'g1', userCode: 'ABCD' }, 10)
    expect(await sessions.find('a')).toEqual({ uid: 'u1', accountId: 'alice' })
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'alice' })
    expect(await codes.findByUid('u1')).toBeUndefined()
    expect(await codes.findByUserCode('ABCD')).toEqual({ grantId: 'g1', userCode: 'ABCD' })
    clock += 10_000
    expect(await codes.find('a')).toBeUndefined()
    expect(await sessions.find('a')).toBeDefined()
  })

  it('marks a consumed code (a replay is refused by the provider), destroys, and revokes by grant', async () => {
    const factory = createMemoryAdapter(() => 5_000_000)
    const codes = factory('AuthorizationCode')
    const tokens = factory('AccessToken')
    await codes.upsert('c', { grantId: 'g1' }, 60)
    await tokens.upsert('t', { grantId: 'g1' }, 60)
    await tokens.upsert('other', { grantId: 'g2' }, 60)
    await codes.consume('c')
    expect(await codes.find('c')).toEqual({ grantId: 'g1', consumed: 5_000 })
    await codes.destroy('c')
    expect(await codes.find('c')).toBeUndefined()
    await tokens.revokeByGrantId('g1')
    expect(await tokens.find('t')).toBeUndefined()
    expect(await tokens.find('other')).toEqual({ grantId: 'g2' })
  })
})
