import { describe, expect, it } from 'vitest'
import { builtFeatures } from './builtFeatures.js'
import { featureFlags } from './featureFlags.js'

describe('builtFeatures', () => {
  it('turns off every flag whose plugin is not built, whatever the settings say, and keeps the built ones', () => {
    const features = builtFeatures({
      receive: true,
      swaps: true,
      onramp: true,
      send: true,
      activity: true,
      socials: ['google'],
      allWallets: false,
    })
    expect(features).toMatchObject({
      receive: true,
      allWallets: false,
      swaps: true,
      onramp: true,
      send: true,
      activity: true,
      socials: ['google'],
    })
    for (const info of featureFlags()) if (!info.available) expect(features[info.flag]).toBe(false)
  })

  it('leaves the flags of built plugins to the widget when the settings do not set them', () => {
    const features = builtFeatures({})
    expect('receive' in features).toBe(false)
    expect('allWallets' in features).toBe(false)
  })
})
