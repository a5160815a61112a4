import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('createPersistence without a browser (SSR)', () => {
  it('touches neither window nor localStorage when imported', async () => {
    const touched: string[] = []
    for (const name of ['window', 'localStorage']) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          return undefined
        },
      })
    }
    try {
      vi.resetModules()
      await import('./createPersistence.js')
      expect(touched).toEqual([])
    } finally {
      delete (globalThis as Record<string, unknown>).window
      delete (globalThis as Record<string, unknown>).localStorage
    }
  })

  it('works in memory when window is undefined', async () => {
    const { createPersistence } = await import('./createPersistence.js')
    expect(typeof window).toBe('undefined')
    const persistence = createPersistence()
    expect(persistence.set('activeNetworkId', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(persistence.get('activeNetworkId')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(createPersistence().get('activeNetworkId')).toBeNull()
  })
})
