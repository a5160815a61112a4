import { describe, expect, it } from 'vitest'
import type { Features } from '../types/Features.js'
import { defaultFeatures } from './defaultFeatures.js'
import { mergeRemoteFeatures } from './mergeRemoteFeatures.js'

const defaults = defaultFeatures

describe('defaultFeatures', () => {
  it('has the spec defaults: e-mail and socials (services the host runs) and paid and optional extras off', () => {
    expect(defaults).toMatchObject({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      email: false,
      swaps: true,
      onramp: true,
      activity: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      reownBranding: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
    })
    expect(defaults.socials).toBe(false)
  })
})

describe('mergeRemoteFeatures', () => {
  it('keeps local values over defaults when the remote fetch failed', () => {
    const { features, overridden } = mergeRemoteFeatures({
      local: { swaps: false },
      remote: null,
      basic: false,
      defaults,
    })
    expect(features).toEqual({ ...defaults, swaps: false })
    expect(overridden).toEqual([])
  })

  it('lets remote values win and lists every local value that lost', () => {
    const local: Partial<Features> = { swaps: false, email: true, socials: ['google'], send: false }
    const remote: Partial<Features> = {
      swaps: true,
      email: true,
      socials: ['google', 'github'],
      onramp: false,
    }
    const { features, overridden } = mergeRemoteFeatures({ local, remote, basic: false, defaults })
    expect(features).toMatchObject({
      swaps: true,
      email: true,
      socials: ['google', 'github'],
      onramp: false,
      send: false,
    })
    expect(overridden).toEqual([
      { key: 'swaps', local: false, remote: true, reason: 'remote' },
      { key: 'socials', local: ['google'], remote: ['google', 'github'], reason: 'remote' },
    ])
  })

  it('turns every remote feature off in basic mode and ignores the remote flags', () => {
    const { features, overridden } = mergeRemoteFeatures({
      local: { email: true, send: false },
      remote: { swaps: true, receive: false },
      basic: true,
      defaults,
    })
    expect(features).toMatchObject({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      pay: false,
      smartSessions: false,
      send: false,
      receive: true,
    })
    expect(overridden).toEqual([{ key: 'email', local: true, remote: false, reason: 'basic' }])
  })

  it('drops invalid values from either side instead of letting them through', () => {
    const { features } = mergeRemoteFeatures({
      local: { email: 'yes' } as never,
      remote: { swaps: 1, unknown: true, connectMethodsOrder: ['wallet', 'fax'] } as never,
      basic: false,
      defaults,
    })
    expect(features.email).toBe(defaults.email)
    expect(features.swaps).toBe(true)
    expect(features.connectMethodsOrder).toEqual(['wallet'])
    expect(Object.keys(features).sort()).toEqual(Object.keys(defaults).sort())
  })
})
