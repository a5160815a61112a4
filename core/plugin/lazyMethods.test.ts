import { describe, expect, it, vi } from 'vitest'
import { lazyMethods } from './lazyMethods.js'

const actions = () => ({
  double: async (value: number) => value * 2,
  join: async (...parts: string[]) => parts.join('-'),
})

describe('lazyMethods', () => {
  it('loads once, on the first call, and shares the load in flight', async () => {
    const load = vi.fn(async () => actions())
    const { double, join } = lazyMethods(load, ['double', 'join'])
    expect(load).not.toHaveBeenCalled()
    expect(await Promise.all([double(1), double(2), join('a')])).toEqual([2, 4, 'a'])
    expect(await double(5)).toBe(10)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forwards only the methods it is given', () => {
    expect(Object.keys(lazyMethods(async () => actions(), ['join']))).toEqual(['join'])
  })

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof actions>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => actions())
    const { double } = lazyMethods(load, ['double'])
    await expect(double(3)).rejects.toThrow('Failed to fetch dynamically imported module')
    await expect(double(3)).resolves.toBe(6)
    await expect(double(4)).resolves.toBe(8)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares a failing load between the calls waiting on it', async () => {
    const load = vi.fn(async (): Promise<ReturnType<typeof actions>> => {
      throw new TypeError('offline')
    })
    const { double, join } = lazyMethods(load, ['double', 'join'])
    const results = await Promise.allSettled([double(1), join('a')])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forwards every argument of a detached call to the method on the loaded object', async () => {
    const loaded = {
      prefix: 'tx',
      async tag(this: { prefix: string }, ...parts: string[]) {
        return [this.prefix, ...parts].join(':')
      },
    }
    const { tag } = lazyMethods(async () => loaded, ['tag'])
    expect(await tag('a', 'b', 'c')).toBe('tx:a:b:c')
  })
})
