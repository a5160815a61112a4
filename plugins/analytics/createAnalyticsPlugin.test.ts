import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createKernel,
  type Endpoints,
  type Gangway,
  type GangwayConfig,
  PluginError,
  type PluginLoader,
  SDK_TYPE,
  SDK_VERSION,
} from '../../entries/plugin.js'
import type { DevServices } from '../../playground/devnet/services/DevServices.js'
import { startDevServices } from '../../playground/devnet/services/startDevServices.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import type { AnalyticsLimits } from './analyticsLimits.js'
import { createAnalyticsPlugin } from './createAnalyticsPlugin.js'

const made: Gangway[] = []
let services: DevServices
let project = 0

beforeAll(async () => {
  services = await startDevServices()
}, 60_000)
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  services.setAnalyticsEnabled(true)
  services.setRemoteFeatures(null)
  vi.unstubAllGlobals()
})
afterAll(async () => {
  await services?.stop()
})

interface Options {
  readonly features?: GangwayConfig['features']
  readonly limits?: Partial<AnalyticsLimits>
  readonly endpoints?: Partial<Endpoints>
  /** Holds the answer of the remote project config (GET /appkit/v1/config) this long. */
  readonly remoteConfigDelayMs?: number
}

/** A kernel whose analytics plugin sends to the dev services (each test its own projectId), on a page at /shop?token=secret. */
async function setup({ features = {}, limits = {}, endpoints = {}, remoteConfigDelayMs = 0 }: Options = {}) {
  vi.stubGlobal('location', new URL('http://127.0.0.1:5173/shop?token=secret#top'))
  project += 1
  const projectId = `p-analytics-${project}`
  const plugin = createAnalyticsPlugin({ batchIntervalMs: 20, ...limits })
  const loader: PluginLoader = {
    name: 'analytics',
    trigger: { feature: 'analytics' },
    load: async () => ({ default: plugin }),
  }
  const wallet = createTestWallet()
  const gangway = createKernel(
    {
      projectId,
      networks: [devnetA],
      storage: createMemoryStorage(),
      features,
      endpoints: { ...services.endpoints, ...endpoints },
      plugins: [createTestChainPlugin(wallet)],
      fetch: async (input, init) => {
        const response = await fetch(input, init)
        if (String(input).includes('/appkit/v1/config'))
          await new Promise((resolve) => setTimeout(resolve, remoteConfigDelayMs))
        return response
      },
    },
    { loaders: [loader], env: { origin: 'http://127.0.0.1:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  const received = async () =>
    (await services.analyticsEvents()).filter((event) => event.projectId === projectId)
  const requests = () =>
    services
      .requests()
      .filter(
        (request) =>
          request.projectId === projectId &&
          (request.service === 'analytics' || request.path.endsWith('/getAnalyticsConfig')),
      )
      .map((request) => `${request.method} ${request.path.replace(services.basePath, '')}`)
  const flush = () => gangway.getPlugin('analytics')?.flush()
  return { gangway, wallet, projectId, received, requests, flush }
}

const names = (events: readonly { props: Readonly<Record<string, unknown>> }[]) =>
  events.map((event) => event.props.event)

describe('analytics plugin', () => {
  it('is a built-in feature plugin triggered by the analytics flag, on by default', () => {
    const builtins = readFileSync(join(import.meta.dirname, '../featureBuiltins.ts'), 'utf8')
    expect(builtins).toContain(
      "{ name: 'analytics', trigger: { feature: 'analytics' }, load: () => import('./analytics/index.js') }",
    )
  })

  it('sends nothing before the first open, and does not send later what happened before it', async () => {
    const { gangway, received, requests, flush } = await setup()
    await gangway.connect('test-wallet')
    await gangway.disconnect()
    await gangway.connect('test-wallet')
    expect(gangway.getPlugin('analytics')).toBeUndefined()
    expect(requests()).toEqual([])
    await gangway.open()
    await flush()
    expect(requests()).toEqual(['GET /directory/getAnalyticsConfig', 'POST /analytics/e'])
    expect(names(await received())).toEqual(['MODAL_OPEN'])
  })

  it('set up when the page is idle, it asks, keeps and sends nothing until the first open', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('document', { readyState: 'complete' })
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    const { gangway, received, requests, flush } = await setup()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(idle).toHaveLength(1)
    idle[0]?.()
    await vi.waitFor(() => expect(gangway.getPlugin('analytics')).toBeDefined())
    await gangway.connect('test-wallet')
    await gangway.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests()).toEqual([])
    await gangway.open()
    await flush()
    expect(requests()).toEqual(['GET /directory/getAnalyticsConfig', 'POST /analytics/e'])
    expect(names(await received())).toEqual(['MODAL_OPEN'])
  })

  it('sends the spec shape: eventId, url without query, domain, timestamp, props with the event and the address', async () => {
    const { gangway, wallet, projectId, received, flush } = await setup()
    const before = Date.now()
    await gangway.open()
    await gangway.connect('test-wallet')
    gangway.close()
    await gangway.disconnect()
    await flush()
    const events = await received()
    expect(names(events)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE', 'DISCONNECT_SUCCESS'])
    for (const event of events) {
      expect(event.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(event).toMatchObject({
        url: 'http://127.0.0.1:5173/shop',
        domain: '127.0.0.1',
        projectId,
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
      })
      expect(event.timestamp).toBeGreaterThanOrEqual(before)
    }
    expect(new Set(events.map((event) => event.eventId)).size).toBe(4)
    expect(events.map((event) => event.props)).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { view: 'Connect', connected: false } },
      {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { namespace: 'eip155', connector: 'test-wallet' },
        address: wallet.address,
      },
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: true }, address: wallet.address },
      { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'all' } },
    ])
  })

  it('never sends MODAL_CREATED nor events it does not know', async () => {
    const { gangway, received, flush } = await setup()
    await gangway.open()
    gangway.events.emit('MODAL_CREATED' as never, {} as never)
    gangway.events.emit('VIEW_CHANGE', { view: 'AllWallets', previous: 'Connect' })
    gangway.close()
    await flush()
    expect(names(await received())).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('reports errors with type, message and a capped stack trace, at most 5 a minute', async () => {
    const { gangway, wallet, received, flush } = await setup({ limits: { stackTraceMaxChars: 120 } })
    await gangway.open()
    wallet.rejectNext = true
    await gangway.connect('test-wallet').catch(() => {})
    const cause = new Error('view exploded')
    for (let i = 0; i < 6; i += 1)
      gangway.events.emit('PLUGIN_ERROR', {
        plugin: 'rewards',
        hook: 'setup',
        error: PluginError.from(cause, 'rewards', 'setup'),
      })
    await flush()
    const errors = (await received()).filter((event) => event.props.type === 'error')
    expect(errors).toHaveLength(5)
    expect(errors[0]?.props).toEqual({
      type: 'error',
      event: 'CONNECT_ERROR',
      errorType: 'ConnectionError',
      errorMessage: expect.stringMatching(/rejected/i),
      stackTrace: '',
      properties: { namespace: 'eip155' },
    })
    expect(errors[1]?.props).toEqual({
      type: 'error',
      event: 'PLUGIN_ERROR',
      errorType: 'PluginError',
      errorMessage: 'Plugin "rewards" failed in setup: view exploded',
      stackTrace: cause.stack?.slice(0, 120),
      properties: { plugin: 'rewards', hook: 'setup' },
    })
    expect(cause.stack?.length).toBeGreaterThan(120)
  })

  it('batches: one request for the events of one interval', async () => {
    const { gangway, requests, received, flush } = await setup({ limits: { batchIntervalMs: 60_000 } })
    await gangway.open()
    gangway.close()
    await gangway.open()
    gangway.close()
    await flush()
    expect(names(await received())).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN', 'MODAL_CLOSE'])
    expect(requests().filter((request) => request.startsWith('POST'))).toHaveLength(1)
  })

  it("a 403 shows 'Invalid App Configuration' once and stops sending", async () => {
    let posts = 0
    const forbidden = createServer((request, response) => {
      if (request.method === 'POST') posts += 1
      response.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"Origin not allowed"}')
    })
    await new Promise<void>((resolve) => forbidden.listen(0, '127.0.0.1', resolve))
    const { port } = forbidden.address() as AddressInfo
    try {
      const { gangway, flush } = await setup({
        endpoints: { analytics: `http://127.0.0.1:${port}/analytics` },
      })
      const alerts: string[] = []
      gangway.events.on('CONFIG_ALERT', (alert) => alerts.push(alert.title))
      await gangway.open()
      await flush()
      gangway.close()
      await gangway.open()
      await flush()
      expect(posts).toBe(1)
      expect(alerts).toEqual(['Invalid App Configuration'])
      expect(gangway.stores.alerts.getState().alerts).toEqual([
        expect.objectContaining({ kind: 'InvalidAppConfiguration', title: 'Invalid App Configuration' }),
      ])
    } finally {
      forbidden.closeAllConnections()
      await new Promise((resolve) => forbidden.close(resolve))
    }
  })

  it('sends nothing when the project analytics config says isAnalyticsEnabled: false', async () => {
    services.setAnalyticsEnabled(false)
    const { gangway, requests, flush } = await setup()
    await gangway.open()
    gangway.close()
    await flush()
    expect(requests()).toEqual(['GET /directory/getAnalyticsConfig'])
  })

  it('sends nothing when the remote project config, answering last, turns analytics off, and is torn down', async () => {
    services.setRemoteFeatures({ analytics: false })
    const { gangway, requests, received, flush } = await setup({
      limits: { batchIntervalMs: 0 },
      remoteConfigDelayMs: 300,
    })
    await gangway.open()
    await vi.waitFor(() => expect(gangway.stores.features.getState().features.analytics).toBe(false))
    await flush()
    gangway.close()
    expect(gangway.stores.registry.getState().plugins).not.toContain('analytics')
    expect(requests().filter((request) => request.startsWith('POST'))).toEqual([])
    expect(await received()).toEqual([])
  })

  it('analytics: false from the host sends nothing, even when the remote config turns it on', async () => {
    services.setRemoteFeatures({ analytics: true })
    const { gangway, requests, flush } = await setup({ features: { analytics: false } })
    await gangway.open()
    await vi.waitFor(() => expect(gangway.stores.registry.getState().plugins).toContain('analytics'))
    await gangway.connect('test-wallet')
    gangway.close()
    await gangway.disconnect()
    await flush()
    expect(requests()).toEqual([])
  })

  it('turning the flag off drops what is queued at once; on again, only new events are sent', async () => {
    const { gangway, received, requests, flush } = await setup({ limits: { batchIntervalMs: 60_000 } })
    await gangway.open()
    await flush()
    gangway.close()
    await gangway.setFeatures({ analytics: false })
    expect(gangway.stores.registry.getState().plugins).not.toContain('analytics')
    await gangway.setFeatures({ analytics: true })
    await gangway.open()
    await flush()
    expect(names(await received())).toEqual(['MODAL_OPEN', 'MODAL_OPEN'])
    expect(requests().filter((request) => request.startsWith('POST'))).toHaveLength(2)
  })

  it('sends what is queued when the instance is destroyed', async () => {
    const { gangway, received, flush } = await setup({ limits: { batchIntervalMs: 60_000 } })
    await gangway.open()
    await flush()
    gangway.close()
    expect(names(await received())).toEqual(['MODAL_OPEN'])
    await gangway.destroy()
    await vi.waitFor(async () => expect(names(await received())).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']), {
      timeout: 5_000,
    })
  })
})
