import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Gangway, type PluginLoader } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'

const swapsLoader: PluginLoader = {
  name: 'swaps',
  trigger: { feature: 'swaps' },
  load: () => import('./index.js'),
}
const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

async function setup(swaps: boolean) {
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      features: { swaps },
      plugins: [createTestChainPlugin(createTestWallet())],
    },
    { loaders: [swapsLoader], env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  return gangway
}
const entries = (gangway: Gangway) =>
  gangway.stores.registry
    .getState()
    .slots.filter((entry) => entry.slot === 'account.features')
    .map(({ id, label, view }) => ({ id, label, view }))

describe('swaps plugin', () => {
  it('is a built-in feature plugin of the swaps flag, serving a connected account', () => {
    // Read as text: a plugin never imports the built-in lists (the import rules of design.md).
    const builtins = readFileSync(join(import.meta.dirname, '../featureBuiltins.ts'), 'utf8')
    expect(builtins).toMatch(
      /name: 'swaps',\s*trigger: { feature: 'swaps', account: true },\s*load: \(\) => import\('\.\/swaps\/index\.js'\)/,
    )
  })

  it('is not loaded while the flag is off; on, it registers Swap and its eip155 entry, and leaves no trace when off again', async () => {
    const gangway = await setup(false)
    await gangway.open()
    expect(gangway.stores.registry.getState().views.has('Swap')).toBe(false)
    expect(entries(gangway)).toEqual([])
    await gangway.setFeatures({ swaps: true })
    await expect.poll(() => gangway.stores.registry.getState().views.has('Swap')).toBe(true)
    expect(entries(gangway)).toEqual([{ id: 'swaps', label: 'swaps.label', view: 'Swap' }])
    await gangway.setFeatures({ swaps: false })
    expect(gangway.stores.registry.getState().views.has('Swap')).toBe(false)
    expect(entries(gangway)).toEqual([])
  })
})
