import { describe, expect, it } from 'vitest'
import { createAlertStore } from './createAlertStore.js'

describe('alerts', () => {
  it('raises each kind once, even after it was dismissed', () => {
    const store = createAlertStore()
    const alert = {
      kind: 'ProjectIdNotConfigured' as const,
      title: 'Project ID Not Configured',
      message: 'x',
    }
    expect(store.raise(alert)).toBe(true)
    expect(store.raise(alert)).toBe(false)
    expect(store.getState().alerts).toHaveLength(1)
    store.dismiss('ProjectIdNotConfigured')
    expect(store.getState().alerts).toHaveLength(0)
    expect(store.raise(alert)).toBe(false)
    expect(store.raise({ kind: 'RateLimited', title: 'Rate Limited', message: 'y' })).toBe(true)
  })
})
