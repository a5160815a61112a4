import { afterEach, describe, expect, it } from 'vitest'
import { devnetA } from '../tests/fixtures/devnetA.js'
import { createKernel } from './createKernel.js'
import type { Gangway } from './Gangway.js'

const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function kernel() {
  const gangway = createKernel({ projectId: 'test', networks: [devnetA], remoteConfig: false })
  made.push(gangway)
  return gangway
}

describe('gangway.stores for a host', () => {
  it('reads and subscribes to the kernel state, which the host changes through actions', async () => {
    const gangway = kernel()
    const seen: unknown[] = []
    const off = gangway.stores.appearance.subscribe((state) => seen.push(state.themeMode))
    gangway.setTheme({ themeMode: 'dark' })
    off()
    expect(gangway.stores.appearance.getState().themeMode).toBe('dark')
    expect(seen).toEqual(['dark'])
  })

  it('offers no way to write a store: no setState or store action, and nothing can be added', () => {
    const gangway = kernel()
    for (const [name, store] of Object.entries(gangway.stores)) {
      expect(Object.keys(store).sort(), name).toEqual(['getInitialState', 'getState', 'subscribe'])
      expect(() => Object.assign(store, { setState: () => {} }), name).toThrow(TypeError)
    }
    expect(() => Object.assign(gangway.stores, { modal: {} })).toThrow(TypeError)
    expect(gangway.stores.modal.getState().open).toBe(false)
  })
})
