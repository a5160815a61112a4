import { describe, expect, it, vi } from 'vitest'
import { adapterBasics } from '../../tests/fixtures/adapterBasics.js'
import { createTestHost } from '../../tests/fixtures/createTestHost.js'
import { PluginError } from '../errors/PluginError.js'
import { definePlugin } from './definePlugin.js'
import type { Plugin } from './Plugin.js'
import type { PluginContext } from './PluginContext.js'

const view = (id: string) => ({ id, load: async () => ({ default: () => null }) })

describe('plugin host', () => {
  it('sets plugins up and records them in the registry store', async () => {
    const { host, stores, seen } = createTestHost()
    await host.install([
      definePlugin({ name: 'swaps', kind: 'feature', setup: (ctx) => ctx.registerView(view('Swap')) }),
    ])
    expect(host.names()).toEqual(['swaps'])
    expect(stores.registry.getState().plugins).toEqual(['swaps'])
    expect(stores.registry.getState().views.get('Swap')?.plugin).toBe('swaps')
    expect(seen.map((event) => event.type)).toContain('PLUGIN_LOADED')
  })

  it.each([
    [{ kind: 'feature', setup() {} }, 'A plugin must have a name'],
    [{ name: '  ', kind: 'feature', setup() {} }, 'A plugin must have a name'],
    [{ name: 'x', kind: 'feature', setup: 'yes' }, 'Plugin "x" setup must be a function'],
    [{ name: 'x', kind: 'view', views: { id: 'X' } }, 'Plugin "x" views must be a list of view definitions'],
    [
      { name: 'x', kind: 'view', messages: 'en' },
      'Plugin "x" messages must map locales to catalogue loaders',
    ],
    [{ name: 'x', kind: 'weird', setup() {} }, 'Plugin "x" has an unknown kind'],
    [null, 'A plugin must be an object'],
  ])('rejects an invalid plugin %#', async (candidate, message) => {
    const { host } = createTestHost()
    await expect(host.install([candidate as unknown as Plugin])).rejects.toThrow(message)
    expect(host.names()).toEqual([])
  })

  it('registers declared views and messages before setup, and removes them on teardown', async () => {
    const { host, stores } = createTestHost()
    const messages = { en: async () => ({ 'x.title': 'X' }) }
    const seenInSetup: string[] = []
    await host.install([
      definePlugin({
        name: 'declared',
        kind: 'view',
        views: [view('Swap')],
        messages,
        setup(ctx) {
          seenInSetup.push(...ctx.stores.registry.getState().views.keys())
        },
      }),
      definePlugin({ name: 'bare', kind: 'view', views: [view('Receive')] }),
    ])
    expect(seenInSetup).toContain('Swap')
    expect(stores.registry.getState().views.get('Swap')?.plugin).toBe('declared')
    expect(stores.registry.getState().views.get('Receive')?.plugin).toBe('bare')
    expect(stores.registry.getState().messages.get('declared')).toBe(messages)
    await host.uninstall('declared')
    expect(stores.registry.getState().views.has('Swap')).toBe(false)
    expect(stores.registry.getState().messages.has('declared')).toBe(false)
  })

  it('rejects a duplicate name, in one batch or against one already set up', async () => {
    const { host } = createTestHost()
    const make = () => definePlugin({ name: 'dup', kind: 'feature', setup() {} })
    await expect(host.install([make(), make()])).rejects.toThrow('Plugin "dup" is already registered')
    await host.install([make()])
    await expect(host.install([make()])).rejects.toThrow(PluginError)
    expect(host.names()).toEqual(['dup'])
  })

  it('tears down everything a plugin registered, and aborts its signal', async () => {
    const { host, stores, events } = createTestHost()
    const listener = vi.fn()
    const teardown = vi.fn()
    let signal: AbortSignal | undefined
    await host.install([
      definePlugin({
        name: 'swaps',
        kind: 'chain',
        setup(ctx) {
          signal = ctx.signal
          ctx.registerView(view('Swap'))
          ctx.registerSlot({ slot: 'account.features', id: 'swaps', label: 'Swap' })
          ctx.registerConnectors([{ id: 'x', name: 'X', type: 'injected', chain: 'eip155' }])
          ctx.registerChain({
            ...adapterBasics,
            namespace: 'eip155',
            connect: async () => ({ accounts: [], caipNetworkId: 'eip155:1' }),
            disconnect: async () => {},
          })
          ctx.events.on('MODAL_OPEN', listener)
          ctx.createStore('quote', () => ({ amount: 1 }))
          return teardown
        },
      }),
    ])
    expect(host.chain('eip155')).toBeDefined()
    await host.uninstall('swaps')
    expect(teardown).toHaveBeenCalledOnce()
    expect(signal?.aborted).toBe(true)
    expect(stores.registry.getState().views.size).toBe(0)
    expect(stores.registry.getState().slots).toEqual([])
    expect(stores.connectors.getState().connectors).toEqual([])
    expect(host.chain('eip155')).toBeUndefined()
    events.emit('MODAL_OPEN', { view: 'Connect', connected: false })
    expect(listener).not.toHaveBeenCalled()
    await host.install([
      definePlugin({
        name: 'swaps',
        kind: 'feature',
        setup: (ctx) => void ctx.createStore('quote', () => ({})),
      }),
    ])
    expect(host.has('swaps')).toBe(true)
  })

  it('relabels a failing setup with the plugin name and hook, rolls back, and keeps the others', async () => {
    const { host, stores, seen } = createTestHost()
    await host.install([
      definePlugin({
        name: 'broken',
        kind: 'feature',
        setup(ctx) {
          ctx.registerView(view('Broken'))
          throw new Error('boom')
        },
      }),
      definePlugin({ name: 'fine', kind: 'feature', setup: (ctx) => ctx.registerView(view('Fine')) }),
    ])
    expect(host.names()).toEqual(['fine'])
    expect([...stores.registry.getState().views.keys()]).toEqual(['Fine'])
    const failure = seen.find((event) => event.type === 'PLUGIN_ERROR')?.payload as { error: PluginError }
    expect(failure.error).toBeInstanceOf(PluginError)
    expect(failure.error.message).toBe('Plugin "broken" failed in setup: boom')
    expect(failure.error.plugin).toBe('broken')
    expect(failure.error.hook).toBe('setup')
  })

  it('skips a plugin whose requirement failed, and uninstalls dependents first', async () => {
    const { host } = createTestHost()
    const order: string[] = []
    await host.install([
      definePlugin({ name: 'base', kind: 'chain', setup: () => () => void order.push('base') }),
      definePlugin({
        name: 'dependent',
        kind: 'feature',
        requires: ['base'],
        setup: () => () => void order.push('dependent'),
      }),
    ])
    await host.uninstall('base')
    expect(order).toEqual(['dependent', 'base'])
    expect(host.names()).toEqual([])
    await host.install([
      definePlugin({
        name: 'base',
        kind: 'chain',
        setup: () => {
          throw new Error('no')
        },
      }),
      definePlugin({ name: 'dependent', kind: 'feature', requires: ['base'], setup() {} }),
    ])
    expect(host.names()).toEqual([])
  })

  it('refuses a second view with the same id from another plugin', async () => {
    const { host } = createTestHost()
    await host.install([
      definePlugin({ name: 'a', kind: 'view', setup: (ctx) => ctx.registerView(view('Shared')) }),
    ])
    await host.install([
      definePlugin({ name: 'b', kind: 'view', setup: (ctx) => ctx.registerView(view('Shared')) }),
    ])
    expect(host.names()).toEqual(['a'])
  })

  it('lets plugins reach each other through getPlugin and navigate through the kernel', async () => {
    const { host, navigated } = createTestHost()
    const contexts: PluginContext[] = []
    await host.install([
      definePlugin({ name: 'a', kind: 'feature', api: { hello: () => 'hi' }, setup() {} }),
      definePlugin({ name: 'b', kind: 'feature', requires: ['a'], setup: (ctx) => void contexts.push(ctx) }),
    ])
    const ctxB = contexts[0] as PluginContext
    expect((ctxB.getPlugin('a') as { hello: () => string }).hello()).toBe('hi')
    ctxB.navigate('Account')
    expect(navigated).toEqual([{ view: 'Account', params: undefined }])
  })

  it('gives each host the API its setup provided, for one plugin object shared by two instances', async () => {
    let count = 0
    const shared = definePlugin({
      name: 'counter',
      kind: 'feature',
      api: { id: 'static' },
      setup: (ctx) => ctx.provideApi({ id: `instance ${++count}` }),
    })
    const first = createTestHost()
    const second = createTestHost()
    await first.host.install([shared])
    await second.host.install([shared])
    expect([first.host.api('counter'), second.host.api('counter')]).toEqual([
      { id: 'instance 1' },
      { id: 'instance 2' },
    ])
    await second.host.uninstall('counter')
    expect(second.host.api('counter')).toBeUndefined()
    expect(first.host.api('counter')).toEqual({ id: 'instance 1' })
  })

  it('lets only a chain plugin register a chain adapter, and sets chain plugins up first', async () => {
    const { host, seen } = createTestHost()
    const adapter = {
      ...adapterBasics,
      namespace: 'eip155' as const,
      connect: async () => ({ accounts: [], caipNetworkId: 'eip155:1' as const }),
      disconnect: async () => {},
    }
    const order: string[] = []
    let chainSeenByFeature: unknown
    await host.install([
      definePlugin({
        name: 'a-feature',
        kind: 'feature',
        setup(ctx) {
          order.push('a-feature')
          chainSeenByFeature = ctx.getChain('eip155')
        },
      }),
      definePlugin({ name: 'impostor', kind: 'view', setup: (ctx) => ctx.registerChain(adapter) }),
      definePlugin({
        name: 'z-chain',
        kind: 'chain',
        setup(ctx) {
          order.push('z-chain')
          ctx.registerChain(adapter)
        },
      }),
    ])
    expect(order).toEqual(['z-chain', 'a-feature'])
    expect(chainSeenByFeature).toBe(adapter)
    expect(host.chainOwner('eip155')).toBe('z-chain')
    expect(host.has('impostor')).toBe(false)
    const failure = seen.find((event) => event.type === 'PLUGIN_ERROR')?.payload as { error: PluginError }
    expect(failure.error.message).toContain("is not of kind 'chain'")
  })

  it('gives plugins read-only kernel stores: connectors change only through ctx actions, each plugin its own', async () => {
    const { host, stores } = createTestHost()
    const contexts: PluginContext[] = []
    const connector = (id: string) => ({ id, name: id, type: 'injected' as const, chain: 'eip155' as const })
    const keep = (ctx: PluginContext) => void contexts.push(ctx)
    await host.install([
      definePlugin({ name: 'a', kind: 'feature', setup: keep }),
      definePlugin({ name: 'b', kind: 'feature', setup: keep }),
    ])
    const [a, b] = contexts as [PluginContext, PluginContext]
    a.registerConnectors([connector('one'), connector('two')])
    b.registerConnectors([connector('three')])
    const ids = () => stores.connectors.getState().connectors.map((item) => item.id)
    expect(() =>
      // @ts-expect-error plugins cannot write kernel stores
      a.stores.connectors.setState({ connectors: [] }),
    ).toThrow(TypeError)
    expect(() => Object.assign(a.stores.connectors, { setState: stores.connectors.setState })).toThrow(
      TypeError,
    )
    expect(ids()).toEqual(['one', 'two', 'three'])
    expect(a.stores.connectors.getState()).toBe(stores.connectors.getState())
    a.unregisterConnectors(['two', 'three'])
    expect(ids()).toEqual(['one', 'three'])
    const before = stores.connectors.getState()
    a.setConnectors([connector('one')])
    expect(stores.connectors.getState()).toBe(before)
    a.setConnectors([connector('four'), { ...connector('one'), name: 'One renamed' }])
    expect(ids()).toEqual(['three', 'four', 'one'])
    expect(stores.connectors.getState().connectors.find((item) => item.id === 'one')?.name).toBe(
      'One renamed',
    )
    a.setConnectors([])
    expect(ids()).toEqual(['three'])
    a.setConnectors([connector('one')])
    await host.uninstall('a')
    expect(ids()).toEqual(['three'])
  })
})
