import { describe, expect, it, vi } from 'vitest'
import { adapterBasics } from '../../tests/fixtures/adapterBasics.js'
import { createTestHost } from '../../tests/fixtures/createTestHost.js'
import type { Features } from '../types/Features.js'
import { createPluginLoader, type LoaderDemand, type PluginLoaderControl } from './createPluginLoader.js'
import { definePlugin } from './definePlugin.js'
import type { PluginLoader } from './Plugin.js'

const features = (on: Partial<Record<keyof Features, unknown>>) => on as unknown as Features
/** One sync whose demand is fixed when it is asked for. */
const syncWith = (loader: PluginLoaderControl, demand: LoaderDemand) => loader.sync(() => demand)

function fixture() {
  const { host, events, seen } = createTestHost()
  const load = {
    swaps: vi.fn(async () => ({ default: definePlugin({ name: 'swaps', kind: 'feature', setup() {} }) })),
    eip155: vi.fn(async () => ({ default: definePlugin({ name: 'eip155', kind: 'chain', setup() {} }) })),
    connect: vi.fn(async () => ({ default: definePlugin({ name: 'connect', kind: 'view', setup() {} }) })),
    socials: vi.fn(async () => ({ default: definePlugin({ name: 'socials', kind: 'feature', setup() {} }) })),
  }
  const loaders: PluginLoader[] = [
    { name: 'swaps', trigger: { feature: 'swaps' }, load: load.swaps },
    { name: 'eip155', trigger: { namespace: 'eip155' }, load: load.eip155 },
    { name: 'connect', trigger: { shell: true }, load: load.connect },
    { name: 'socials', trigger: { feature: 'socials' }, load: load.socials },
  ]
  return { host, seen, load, loader: createPluginLoader(host, loaders, events) }
}

describe('plugin loader', () => {
  it('imports nothing until a trigger is on', async () => {
    const { loader, load } = fixture()
    await syncWith(loader, {
      features: features({ swaps: true, socials: ['google'] }),
      namespaces: new Set(),
      shell: false,
    })
    for (const fn of Object.values(load)) expect(fn).not.toHaveBeenCalled()
  })

  it('imports a chain plugin for a namespace due for reconnect, before any UI', async () => {
    const { loader, load, host } = fixture()
    await syncWith(loader, {
      features: features({ swaps: true }),
      namespaces: new Set(['eip155']),
      shell: false,
    })
    expect(load.eip155).toHaveBeenCalledOnce()
    expect(load.swaps).not.toHaveBeenCalled()
    expect(host.names()).toEqual(['eip155'])
  })

  it('imports a shell plugin at page start when a stored connection of its connector is due, and keeps it with the shell', async () => {
    const { host, events } = createTestHost()
    const pairing = vi.fn(async () => ({
      default: definePlugin({ name: 'pairing', kind: 'feature', setup() {} }),
    }))
    const loader = createPluginLoader(
      host,
      [{ name: 'pairing', trigger: { shell: true, connector: 'walletConnect' }, load: pairing }],
      events,
    )
    const namespaces = new Set(['eip155'] as const)
    await syncWith(loader, {
      features: features({}),
      namespaces,
      connectors: new Set(['injected']),
      shell: false,
    })
    expect(pairing).not.toHaveBeenCalled()
    await syncWith(loader, {
      features: features({}),
      namespaces,
      connectors: new Set(['walletConnect']),
      shell: false,
    })
    expect(host.names()).toEqual(['pairing'])
    await syncWith(loader, { features: features({}), namespaces, connectors: new Set(), shell: true })
    expect(host.names()).toEqual(['pairing'])
    expect(pairing).toHaveBeenCalledOnce()
  })

  it('imports a feature plugin at page start when its connector is due and its flag is on, never with the flag off', async () => {
    const { host, events } = createTestHost()
    const email = vi.fn(async () => ({
      default: definePlugin({ name: 'email', kind: 'feature', setup() {} }),
    }))
    const loader = createPluginLoader(
      host,
      [{ name: 'email', trigger: { feature: 'email', connector: 'ID_AUTH' }, load: email }],
      events,
    )
    const namespaces = new Set(['eip155'] as const)
    const connectors = new Set(['ID_AUTH'])
    await syncWith(loader, { features: features({ email: false }), namespaces, connectors, shell: false })
    expect(email).not.toHaveBeenCalled()
    await syncWith(loader, {
      features: features({ email: true }),
      namespaces,
      connectors: new Set(['injected']),
      shell: false,
    })
    expect(email).not.toHaveBeenCalled()
    await syncWith(loader, { features: features({ email: true }), namespaces, connectors, shell: false })
    expect(host.names()).toEqual(['email'])
  })

  it('imports the feature plugins that are on once the UI is wanted, and tears them down when turned off', async () => {
    const { loader, load, host } = fixture()
    const namespaces = new Set(['eip155'] as const)
    await syncWith(loader, { features: features({ swaps: true, socials: false }), namespaces, shell: true })
    expect([...host.names()].sort()).toEqual(['connect', 'eip155', 'swaps'])
    expect(load.socials).not.toHaveBeenCalled()
    await syncWith(loader, {
      features: features({ swaps: false, socials: ['google'] }),
      namespaces,
      shell: true,
    })
    expect([...host.names()].sort()).toEqual(['connect', 'eip155', 'socials'])
    await syncWith(loader, { features: features({ swaps: true, socials: [] }), namespaces, shell: true })
    expect([...host.names()].sort()).toEqual(['connect', 'eip155', 'swaps'])
    expect(load.swaps).toHaveBeenCalledTimes(2)
  })

  it('reports a chunk that fails to load with the plugin name, and loads it on a later sync', async () => {
    const { loader, load, host, seen } = fixture()
    load.swaps.mockRejectedValueOnce(new Error('chunk 404'))
    const demand = { features: features({ swaps: true }), namespaces: new Set<never>(), shell: true }
    await syncWith(loader, demand)
    expect(host.has('swaps')).toBe(false)
    const error = seen.find((event) => event.type === 'PLUGIN_ERROR')?.payload as {
      plugin: string
      hook: string
    }
    expect(error).toMatchObject({ plugin: 'swaps', hook: 'load' })
    await syncWith(loader, demand)
    expect(host.has('swaps')).toBe(true)
  })

  it('runs one sync at a time, so quick toggles end in the last state', async () => {
    const { loader, host } = fixture()
    const namespaces = new Set<never>()
    await Promise.all([
      syncWith(loader, { features: features({ swaps: true }), namespaces, shell: true }),
      syncWith(loader, { features: features({ swaps: false }), namespaces, shell: true }),
      syncWith(loader, { features: features({ swaps: true }), namespaces, shell: true }),
    ])
    expect([...host.names()].sort()).toEqual(['connect', 'swaps'])
  })

  it('leaves a namespace to a host plugin that already serves it, instead of the built-in', async () => {
    const { loader, load, host } = fixture()
    await host.install([
      definePlugin({
        name: 'my-evm',
        kind: 'chain',
        setup: (ctx) =>
          ctx.registerChain({
            ...adapterBasics,
            namespace: 'eip155',
            connect: async () => ({ accounts: [], caipNetworkId: 'eip155:1' }),
            disconnect: async () => {},
          }),
      }),
    ])
    await syncWith(loader, { features: features({}), namespaces: new Set(['eip155']), shell: true })
    expect(load.eip155).not.toHaveBeenCalled()
    expect(host.chainOwner('eip155')).toBe('my-evm')
  })
})
