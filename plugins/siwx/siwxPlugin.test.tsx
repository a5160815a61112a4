// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Wallet } from 'ethers'
import type { ComponentType } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, type Gangway, type GangwayConfig, type Network } from '../../entries/plugin.js'
import { startServer } from '../../server/test/startServer.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import {
  createTestChainPlugin,
  createTestWallet,
  type TestWallet,
} from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { writableStores } from '../../tests/fixtures/writableStores.js'
import { createSiwxPlugin } from './createSiwxPlugin.js'
import type { SiwxConfig } from './SiwxConfig.js'
import type { SiwxSession } from './SiwxSession.js'

const key = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const devnetB: Network = { ...devnetA, id: 31338, caipNetworkId: 'eip155:31338', name: 'Devnet B' }
const made: Gangway[] = []
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  server = await startServer({ projects: [{ id: 'test', allowedOrigins: ['http://localhost:*'] }] })
}, 60_000)
afterAll(async () => {
  expect(server?.errors).toEqual([])
  await server?.stop()
})
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

const signingWallet = (overrides: Partial<TestWallet> = {}) =>
  createTestWallet({ address: key.address, sign: (message) => key.signMessage(message), ...overrides })

async function start(siwx: GangwayConfig['siwx'], wallet = signingWallet(), storage = createMemoryStorage()) {
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA, devnetB],
      remoteConfig: false,
      storage,
      endpoints: { api: `${server.url}/gangway/api` },
      siwx,
      plugins: [createTestChainPlugin(wallet), createSiwxPlugin()],
    },
    { env: { origin: 'http://localhost:3000', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  return { gangway, wallet, storage }
}

const view = (gangway: Gangway) => gangway.stores.modal.getState().history.at(-1)?.view
const phase = (gangway: Gangway) => gangway.getPlugin('siwx')?.store()?.getState().phase
const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
const serverSessions = async (chainId = devnetA.caipNetworkId) =>
  (
    await (
      await fetch(`${server.url}/gangway/api/v1/sessions/${key.address}?projectId=test&chainId=${chainId}`)
    ).json()
  ).sessions as unknown[]

async function connect(gangway: Gangway) {
  await gangway.open()
  await gangway.connect('test-wallet')
  await until(() => phase(gangway) !== 'checking' && phase(gangway) !== 'idle')
}

async function renderView(gangway: Gangway) {
  const definition = gangway.stores.registry.getState().views.get('SIWXSignMessage')
  if (!definition) throw new Error('SIWXSignMessage is not registered')
  const View = (await definition.load()).default as ComponentType
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <View />
    </GangwayContext.Provider>,
  )
}

describe('siwx plugin', () => {
  it('opens the sign-in view on connect; Sign stores a session the server verified, and closes', async () => {
    const { gangway } = await start({})
    await connect(gangway)
    expect(phase(gangway)).toBe('needed')
    expect(view(gangway)).toBe('SIWXSignMessage')
    await renderView(gangway)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'siwx.sign' })))
    await until(() => phase(gangway) === 'signed')
    expect(gangway.stores.modal.getState().open).toBe(false)
    const session = gangway.getPlugin('siwx')?.session()
    expect(session?.message).toContain(
      `localhost:3000 wants you to sign in with your Ethereum account:\n${key.address}`,
    )
    expect(session?.data.chainId).toBe('eip155:31337')
    expect(await serverSessions()).toHaveLength(1)
  })

  it('keeps the session over a reload (no view), and a network the session does not cover asks again', async () => {
    const storage = createMemoryStorage()
    const first = await start({}, signingWallet(), storage)
    await connect(first.gangway)
    expect(await first.gangway.getPlugin('siwx')?.signIn()).toBe('signed')
    first.gangway.close()
    const wallet = signingWallet({ authorised: true })
    const { gangway } = await start({}, wallet, storage)
    await until(() => phase(gangway) === 'signed')
    expect(gangway.stores.modal.getState().open).toBe(false)
    expect(wallet.calls).not.toContain('sign')
    await gangway.switchNetwork(devnetB)
    await until(() => phase(gangway) === 'needed' && view(gangway) === 'SIWXSignMessage')
    expect(gangway.stores.modal.getState().open).toBe(true)
    expect(gangway.getPlugin('siwx')?.store()?.getState().account?.chainId).toBe('eip155:31338')
  })

  it('a declined signature shows Signature declined and offers the view again; signing then works', async () => {
    let decline = true
    const wallet = signingWallet({
      sign: async (message) => {
        if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return key.signMessage(message)
      },
    })
    const { gangway } = await start({}, wallet)
    await connect(gangway)
    await renderView(gangway)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'siwx.sign' })))
    await until(() => phase(gangway) === 'declined')
    expect(gangway.stores.notifications.getState().current).toMatchObject({
      message: 'Signature declined',
      variant: 'error',
    })
    expect(view(gangway)).toBe('SIWXSignMessage')
    decline = false
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'siwx.sign' })))
    await until(() => phase(gangway) === 'signed')
  })

  it('required: the view cannot be closed (it shakes); Cancel disconnects', async () => {
    const { gangway } = await start({ required: true })
    await connect(gangway)
    gangway.close()
    expect(gangway.stores.modal.getState()).toMatchObject({ open: true, shake: true })
    expect(gangway.stores.modal.getState().history.map((entry) => entry.view)).toEqual(['SIWXSignMessage'])
    await renderView(gangway)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'siwx.cancel' })))
    await until(() => gangway.getState().account?.status !== 'connected')
    expect(gangway.stores.modal.getState().open).toBe(false)
  })

  it('not required: Cancel only closes; signOutOnDisconnect revokes the session on the server', async () => {
    const { gangway } = await start({ signOutOnDisconnect: true })
    await connect(gangway)
    await renderView(gangway)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'siwx.cancel' })))
    expect(gangway.stores.modal.getState().open).toBe(false)
    expect(gangway.getState().account?.status).toBe('connected')
    await gangway.open({ view: 'SIWXSignMessage' })
    expect(await gangway.getPlugin('siwx')?.signIn()).toBe('signed')
    expect((await serverSessions()).length).toBeGreaterThan(0)
    await gangway.disconnect()
    const end = Date.now() + 5_000
    while ((await serverSessions()).length > 0 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await serverSessions()).toEqual([])
  })

  it('takes a host backend of AppKit’s SIWXConfig shape', async () => {
    const kept: SiwxSession[] = []
    const custom: SiwxConfig = {
      createMessage: async ({ chainId, accountAddress }) => {
        const data = {
          domain: 'host.example',
          uri: 'https://host.example/',
          version: '1',
          chainId,
          accountAddress,
          nonce: 'hostNonce123',
          issuedAt: new Date().toISOString(),
        }
        return { ...data, toString: () => `host message for ${accountAddress}` }
      },
      addSession: async (session) => void kept.push(session),
      revokeSession: async () => void kept.splice(0),
      setSessions: async (sessions) => void kept.splice(0, kept.length, ...sessions),
      getSessions: async () => [...kept],
      getRequired: () => true,
    }
    const { gangway } = await start(custom as unknown as GangwayConfig['siwx'])
    await connect(gangway)
    expect(gangway.getPlugin('siwx')?.required()).toBe(true)
    expect(await gangway.getPlugin('siwx')?.signIn()).toBe('signed')
    expect(kept).toHaveLength(1)
    expect(kept[0]?.message).toBe(`host message for ${key.address}`)
    expect(kept[0]?.signature).toBe(await key.signMessage(`host message for ${key.address}`))
  })

  it("a smart account's refused session shows 'This application might not support Smart Accounts'", async () => {
    const refusing: SiwxConfig = {
      createMessage: async ({ chainId, accountAddress }) => {
        const data = {
          domain: 'host.example',
          uri: 'https://host.example/',
          version: '1',
          chainId,
          accountAddress,
          nonce: 'hostNonce123',
          issuedAt: new Date().toISOString(),
        }
        return { ...data, toString: () => `host message for ${accountAddress}` }
      },
      addSession: async () => {
        throw new Error('Invalid signature')
      },
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
    }
    const { gangway } = await start(refusing as unknown as GangwayConfig['siwx'])
    await connect(gangway)
    const accounts = writableStores(gangway).accounts
    const eip155 = accounts.getState().byNamespace.eip155!
    accounts.setState({
      byNamespace: {
        ...accounts.getState().byNamespace,
        eip155: {
          ...eip155,
          allAccounts: [{ namespace: 'eip155', address: key.address, type: 'smartAccount' }],
        },
      },
    })
    expect(await gangway.getPlugin('siwx')?.signIn()).toBe('failed')
    expect(gangway.getPlugin('siwx')?.store()?.getState().error).toBe(
      'This application might not support Smart Accounts',
    )
    expect(gangway.stores.notifications.getState().current).toMatchObject({
      message: 'This application might not support Smart Accounts',
      variant: 'error',
    })
  })

  it('a message that cannot be made (initialisation failure) disconnects', async () => {
    const failing: SiwxConfig = {
      createMessage: async () => {
        throw new Error('backend down')
      },
      addSession: async () => {},
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
    }
    const { gangway, wallet } = await start(failing as unknown as GangwayConfig['siwx'])
    await connect(gangway)
    await renderView(gangway)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'siwx.sign' })))
    await until(() => gangway.getState().account?.status !== 'connected')
    expect(wallet.calls).toContain('disconnect')
    expect(wallet.calls).not.toContain('sign')
    expect(gangway.stores.modal.getState().open).toBe(false)
  })

  it('signIn raises the catalogue errors: no account, and a network that is no longer the active one', async () => {
    const { gangway } = await start({})
    const siwx = gangway.getPlugin('siwx')
    await expect(siwx?.signIn()).rejects.toThrow('No ActiveCaipAddress found')
    await connect(gangway)
    expect(phase(gangway)).toBe('needed')
    writableStores(gangway).networks.setState((state) => ({
      active: { ...state.active, eip155: devnetB.caipNetworkId },
    }))
    await expect(siwx?.signIn()).rejects.toThrow('No ActiveCaipNetwork or client found')
    expect(phase(gangway)).toBe('needed')
  })

  it('refuses siweConfig beside siwx', () => {
    expect(() => createKernel({ projectId: 'test', networks: [devnetA], siweConfig: {}, siwx: {} })).toThrow(
      'Cannot set both siweConfig and siwx options',
    )
  })
})
