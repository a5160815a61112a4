import { describe, expect, it } from 'vitest'
import { defaultFeatures } from '../config/defaultFeatures.js'
import { createFeatureStore } from './createFeatureStore.js'

describe('features store', () => {
  it('starts from the defaults with the host flags over them', () => {
    const store = createFeatureStore({ swaps: false }, false)
    expect(store.getState()).toEqual({
      host: { swaps: false },
      remote: null,
      features: { ...defaultFeatures, swaps: false },
    })
  })

  it('lets remote flags win over the host ones and reports each host value that lost', () => {
    const store = createFeatureStore({ swaps: true, send: false }, false)
    const overridden = store.update({ remote: { swaps: false, onramp: false } })
    expect(store.getState().features).toMatchObject({ swaps: false, onramp: false, send: false })
    expect(overridden.map((item) => item.key)).toEqual(['swaps'])
    store.update({ host: { ...store.getState().host, swaps: true, activity: false } })
    expect(store.getState().features).toMatchObject({ swaps: false, activity: false })
  })

  it('turns the remote features off in basic mode, whatever the host or the remote says', () => {
    const store = createFeatureStore({ email: true, send: true }, true)
    expect(store.getState().features).toMatchObject({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      send: true,
    })
    expect(store.update({ remote: { swaps: true } }).map((item) => item.key)).toContain('email')
    expect(store.update({ host: { swaps: true } })).toEqual([
      expect.objectContaining({ key: 'swaps', reason: 'basic' }),
    ])
    expect(store.getState().features.swaps).toBe(false)
  })
})
