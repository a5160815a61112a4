// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../tests/fixtures/devnetA.js'
import { createKernel } from './createKernel.js'
import type { Gangway } from './Gangway.js'
import { definePlugin } from './plugin/definePlugin.js'
import type { PluginLoader } from './plugin/Plugin.js'
import type { GangwayConfig } from './types/GangwayConfig.js'

const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  vi.restoreAllMocks()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** A view plugin declaring Connect and Account views and its catalogues, each load counted; setup waits for `gate`. */
function viewsLoader() {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const calls: string[] = []
  const record = <T>(call: string, value: T): T => {
    calls.push(call)
    return value
  }
  const component = { default: () => null }
  const plugin = definePlugin({
    name: 'views',
    kind: 'view',
    messages: {
      en: async () => record('messages:en', { 'views.title': 'Views' }),
      de: async () => record('messages:de', { 'views.title': 'Ansichten' }),
    },
    views: [
      { id: 'Connect', load: async () => record('view:Connect', component) },
      { id: 'Account', load: async () => record('view:Account', component) },
    ],
    async setup() {
      calls.push('setup')
      await gate
      calls.push('setup done')
    },
  })
  const loader: PluginLoader = {
    name: 'views',
    trigger: { shell: true },
    load: async () => record('import', { default: plugin }),
  }
  return { loader, calls, release: () => open() }
}

function kernel(loaders: PluginLoader[], config: Partial<GangwayConfig> = {}, wallet = createTestWallet()) {
  const mount = vi.fn((_gangway: Gangway, _element?: HTMLElement) => vi.fn())
  const rehearse = vi.fn()
  const ui = vi.fn(async () => ({ mount, rehearse }))
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [createTestChainPlugin(wallet)],
      ...config,
    } as GangwayConfig,
    { loaders, ui, env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  return { gangway, ui, mount, rehearse }
}

describe('prefetch', () => {
  it('fetches the plugins, the first view and its catalogues, mounts the closed modal once, and sets up, opens or asks nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const views = viewsLoader()
    const { gangway, ui, mount } = kernel([views.loader], { locale: 'de' })
    await gangway.ready
    gangway.prefetch()
    await settle()
    expect(views.calls).toEqual(
      expect.arrayContaining(['import', 'view:Connect', 'messages:de', 'messages:en']),
    )
    expect(views.calls).not.toContain('view:Account')
    expect(views.calls).not.toContain('setup')
    expect(gangway.stores.registry.getState().plugins).not.toContain('views')
    expect(ui).toHaveBeenCalled()
    expect(mount).toHaveBeenCalledOnce()
    expect(gangway.getState().open).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
    views.release()
    await gangway.open()
    expect(mount).toHaveBeenCalledOnce()
  })

  it('fetches the Account view instead when the visitor is connected', async () => {
    const storage = createMemoryStorage()
    const wallet = createTestWallet()
    const first = kernel([], { storage }, wallet).gangway
    await first.open()
    await first.connect('test-wallet', 'eip155')
    const views = viewsLoader()
    const { gangway } = kernel([views.loader], { storage }, wallet)
    await gangway.ready
    expect(gangway.getState().account?.status).toBe('connected')
    gangway.prefetch()
    await settle()
    expect(views.calls).toContain('view:Account')
    expect(views.calls).not.toContain('view:Connect')
  })
  it('unmounts its own modal when the host mounts the modal where it wants it (one dialog, never two)', async () => {
    const { gangway, mount } = kernel([])
    gangway.prefetch()
    await settle()
    expect(mount).toHaveBeenCalledOnce()
    const element = document.createElement('div')
    await gangway.mount(element)
    expect(mount.mock.results[0]?.value).toHaveBeenCalledOnce()
    expect(mount.mock.calls[1]?.[1]).toBe(element)
    await gangway.open()
    expect(mount).toHaveBeenCalledTimes(2)
  })
})

describe('the first open', () => {
  it('requests the first view, the catalogues and the modal UI together with the plugins, not after their setup', async () => {
    const views = viewsLoader()
    const { gangway, ui, mount } = kernel([views.loader])
    await gangway.ready
    const opening = gangway.open()
    await settle()
    expect(views.calls).toContain('setup')
    expect(views.calls).not.toContain('setup done')
    expect(views.calls.indexOf('view:Connect')).toBeLessThan(views.calls.indexOf('setup'))
    expect(views.calls.indexOf('messages:en')).toBeLessThan(views.calls.indexOf('setup'))
    expect(ui).toHaveBeenCalled()
    expect(mount).toHaveBeenCalled()
    expect(gangway.getState().open).toBe(false)
    views.release()
    await opening
    expect(gangway.getState()).toMatchObject({ open: true, view: 'Connect' })
    expect(views.calls.filter((call) => call === 'view:Connect')).toHaveLength(1)
  })
})

describe('prefetch when the page is idle', () => {
  const page = globalThis as { requestIdleCallback?: unknown; navigator: Navigator }
  afterEach(() => {
    delete page.requestIdleCallback
    Reflect.deleteProperty(page.navigator, 'connection')
  })
  const idleCallbacks = () => {
    const queued: (() => void)[] = []
    page.requestIdleCallback = vi.fn((run: () => void) => queued.push(run))
    return queued
  }

  it('fetches and sets up the first open once the browser is idle, rehearses its view, and calls no service', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const queued = idleCallbacks()
    const views = viewsLoader()
    const { gangway, mount, rehearse } = kernel([views.loader])
    await gangway.ready
    expect(views.calls).not.toContain('view:Connect')
    expect(queued).toHaveLength(1)
    queued[0]?.()
    await settle()
    expect(views.calls).toEqual(expect.arrayContaining(['import', 'view:Connect', 'messages:en', 'setup']))
    expect(rehearse).not.toHaveBeenCalled() // setup has not finished
    views.release()
    await settle()
    expect(mount).toHaveBeenCalledOnce()
    expect(rehearse).toHaveBeenCalledExactlyOnceWith(gangway, { view: 'Connect' })
    expect(gangway.getState().open).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
    // The click then finds everything ready: the view at once, with no loading state on the way.
    const loading: boolean[] = []
    gangway.stores.modal.subscribe((state) => loading.push(state.loading))
    await gangway.open()
    expect(gangway.getState()).toMatchObject({ open: true, view: 'Connect' })
    expect(loading).not.toContain(true)
  })

  it('rehearses nothing when the modal opened before the page was idle', async () => {
    const queued = idleCallbacks()
    const views = viewsLoader()
    const { gangway, rehearse } = kernel([views.loader])
    await gangway.ready
    views.release()
    await gangway.open()
    queued[0]?.()
    await settle()
    expect(rehearse).not.toHaveBeenCalled()
  })

  it('mounts nothing for an instance destroyed before the page was idle', async () => {
    const queued = idleCallbacks()
    const { gangway, mount } = kernel([viewsLoader().loader])
    await gangway.ready
    await gangway.destroy()
    queued[0]?.()
    await settle()
    expect(mount).not.toHaveBeenCalled()
  })

  it("waits for intent when the host sets prefetch: 'intent' or the visitor asks to save data", async () => {
    const queued = idleCallbacks()
    kernel([viewsLoader().loader], { prefetch: 'intent' })
    Object.defineProperty(page.navigator, 'connection', { value: { saveData: true }, configurable: true })
    kernel([viewsLoader().loader])
    await settle()
    expect(queued).toEqual([])
  })
})

describe('feature plugins that serve a connected account', () => {
  const page = globalThis as { requestIdleCallback?: unknown }
  afterEach(() => {
    delete page.requestIdleCallback
  })
  /** A `send` feature plugin marked `account: true`, its imports counted. */
  function accountLoader() {
    const imports: string[] = []
    const loader: PluginLoader = {
      name: 'wallet-send',
      trigger: { feature: 'send', account: true },
      load: async () => {
        imports.push('import')
        return { default: definePlugin({ name: 'wallet-send', kind: 'feature', setup() {} }) }
      },
    }
    return { loader, imports }
  }
  const installed = (gangway: Gangway) => gangway.stores.registry.getState().plugins.includes('wallet-send')
  const queued: (() => void)[] = []
  const idle = async () => {
    for (const callback of queued.splice(0)) callback()
    await settle()
  }
  const warmUp = async (run: () => unknown) => {
    queued.length = 0
    page.requestIdleCallback = vi.fn((callback: () => void) => queued.push(callback))
    const made = run()
    await settle()
    await idle()
    return made
  }

  it('are left out of the idle warm-up, and load once the first open has shown its view', async () => {
    const views = viewsLoader()
    views.release()
    const send = accountLoader()
    const { gangway } = (await warmUp(() => kernel([views.loader, send.loader]))) as ReturnType<typeof kernel>
    expect(views.calls).toContain('setup')
    expect(send.imports).toEqual([])
    await gangway.open()
    expect(gangway.getState().view).toBe('Connect')
    // After the frame that shows the view, they wait for the page's next idle time.
    await vi.waitFor(() => expect(queued).toHaveLength(1))
    expect(send.imports).toEqual([])
    await idle()
    await vi.waitFor(() => expect(installed(gangway)).toBe(true))
  })

  it('load nothing for an instance destroyed before that idle time', async () => {
    const views = viewsLoader()
    views.release()
    const send = accountLoader()
    const { gangway } = (await warmUp(() => kernel([views.loader, send.loader]))) as ReturnType<typeof kernel>
    await gangway.open()
    await vi.waitFor(() => expect(queued).toHaveLength(1))
    await gangway.destroy()
    await idle()
    expect(send.imports).toEqual([])
    expect(gangway.stores.registry.getState().plugins).toEqual([])
  })

  it('load with the warm-up when an account is connected, and before a view asked for by name', async () => {
    const storage = createMemoryStorage()
    const wallet = createTestWallet()
    const first = kernel([], { storage }, wallet).gangway
    await first.open()
    await first.connect('test-wallet', 'eip155')
    const send = accountLoader()
    const { gangway } = (await warmUp(() => kernel([send.loader], { storage }, wallet))) as ReturnType<
      typeof kernel
    >
    await gangway.ready
    await vi.waitFor(() => expect(installed(gangway)).toBe(true))
    const other = accountLoader()
    const { gangway: named } = kernel([other.loader])
    await named.open({ view: 'Account' })
    expect(installed(named)).toBe(true)
  })
})
