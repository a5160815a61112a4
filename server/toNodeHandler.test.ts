import { afterAll, describe, expect, it } from 'vitest'
import { createGangwayServer } from './createGangwayServer.js'
import type { GangwayServer } from './GangwayServer.js'
import { listen } from './test/listen.js'
import { toNodeHandler } from './toNodeHandler.js'

const ORIGIN = 'https://app.example'
const wallets = [
  { id: 'alpha', name: 'Alpha Wallet', chains: ['eip155:1'] },
  { id: 'beta', name: 'Beta Vault', chains: ['eip155:8453'] },
]

/** What a widget on ORIGIN sees from the server at `url`, the same whichever way it is mounted. */
async function expectServed(url: string) {
  const q = 'projectId=p1&st=gangway&sv=0.1.0'
  const list = await fetch(`${url}/gangway/directory/getWallets?${q}&search=vault`, {
    headers: { origin: ORIGIN },
  })
  expect(list.status).toBe(200)
  expect(list.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  expect(list.headers.get('x-content-type-options')).toBe('nosniff')
  // A wallet without an image id is served with its own id as one (its drawn PNG).
  expect(await list.json()).toEqual({
    data: [{ ...wallets[1], image_id: wallets[1]!.id }],
    count: 1,
    imageSprites: 40,
  })
  const again = await fetch(`${url}/gangway/directory/getWallets?${q}&search=vault`)
  expect(again.headers.get('access-control-allow-origin')).toBeNull()
  expect(await again.json()).toEqual({
    data: [{ ...wallets[1], image_id: wallets[1]!.id }],
    count: 1,
    imageSprites: 40,
  })

  const image = await fetch(`${url}/gangway/directory/getWalletImage/alpha?${q}`)
  expect(image.headers.get('content-type')).toBe('image/png')
  expect([...new Uint8Array(await image.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])

  const event = { eventId: 'e1', url: `${ORIGIN}/`, domain: 'app.example', timestamp: 1, props: {} }
  const posted = await fetch(`${url}/gangway/analytics/e?${q}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify([event]),
  })
  expect([posted.status, await posted.json()]).toEqual([200, { accepted: true, count: 1 }])
  const big = await fetch(`${url}/gangway/analytics/e?${q}`, {
    method: 'POST',
    body: JSON.stringify({ ...event, props: { pad: 'x'.repeat(70 * 1024) } }),
  })
  expect(big.status).toBe(413)

  const preflight = await fetch(`${url}/gangway/analytics/e?${q}`, {
    method: 'OPTIONS',
    headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
  const outside = await fetch(`${url}/elsewhere`)
  expect([outside.status, await outside.json()]).toEqual([404, { error: 'Not found' }])
}

describe('toNodeHandler', () => {
  let server: GangwayServer | undefined
  const closing: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const close of closing) await close()
    await server?.close()
  })

  it('serves the same answers mounted in a host (globals left alone) and as its own process (light globals)', async () => {
    server = await createGangwayServer({
      projects: [{ id: 'p1', allowedOrigins: [ORIGIN] }],
      wallets,
      logger: { info() {}, warn() {}, error() {} },
    })
    const hostResponse = globalThis.Response
    const mounted = await listen(toNodeHandler(server))
    closing.push(mounted.close)
    await expectServed(mounted.url)
    expect(globalThis.Response).toBe(hostResponse)

    const own = await listen(toNodeHandler(server, { overrideGlobalObjects: true }))
    closing.push(own.close)
    expect(globalThis.Response).not.toBe(hostResponse)
    await expectServed(own.url)
  })
})
