// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import {
  createKernel,
  type Gangway,
  type GangwayConfig,
  type Network,
  type PluginLoader,
} from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { writableStores } from '../../tests/fixtures/writableStores.js'

const local: Network = devnetA

const receiveLoader: PluginLoader = {
  name: 'receive',
  trigger: { feature: 'receive' },
  load: () => import('./index.js'),
}
const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined })
  for (const gangway of made.splice(0)) await gangway.destroy()
})

async function setup(features: GangwayConfig['features'] = {}) {
  const wallet = createTestWallet({ balance: '1.5' })
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [local],
      remoteConfig: false,
      storage: createMemoryStorage(),
      features,
      plugins: [createTestChainPlugin(wallet)],
    },
    { loaders: [receiveLoader], env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  return { gangway, wallet }
}

const registered = (gangway: Gangway) => {
  const { views, slots, plugins } = gangway.stores.registry.getState()
  return {
    plugin: plugins.includes('receive'),
    view: views.has('Receive'),
    entries: slots
      .filter((entry) => entry.slot === 'account.features')
      .map(({ id, label, view }) => ({ id, label, view })),
  }
}

async function renderView(gangway: Gangway, id: string) {
  const view = gangway.stores.registry.getState().views.get(id)
  if (!view) throw new Error(`${id} is not registered`)
  const View = (await view.load()).default as ComponentType
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <View />
    </GangwayContext.Provider>,
  )
}

describe('receive plugin', () => {
  it('is a built-in feature plugin of the receive flag, serving a connected account', () => {
    // Read as text: a plugin never imports the built-in lists (the import rules of design.md).
    const builtins = readFileSync(join(import.meta.dirname, '../featureBuiltins.ts'), 'utf8')
    expect(builtins).toMatch(
      /name: 'receive',\s*trigger: { feature: 'receive', account: true },\s*load: \(\) => import\('\.\/receive\/index\.js'\)/,
    )
  })

  it('loads with the modal when receive is on, and registers its view and account entry', async () => {
    const { gangway } = await setup()
    expect(registered(gangway)).toEqual({ plugin: false, view: false, entries: [] })
    await gangway.open()
    expect(registered(gangway)).toEqual({
      plugin: true,
      view: true,
      entries: [{ id: 'receive', label: 'receive.label', view: 'Receive' }],
    })
  })

  it('is torn down when the flag turns off, leaving no trace, and comes back when it turns on', async () => {
    const { gangway } = await setup({ receive: false })
    await gangway.open()
    expect(registered(gangway)).toEqual({ plugin: false, view: false, entries: [] })
    await gangway.setFeatures({ receive: true })
    expect(registered(gangway).entries).toEqual([{ id: 'receive', label: 'receive.label', view: 'Receive' }])
    await gangway.setFeatures({ receive: false })
    expect(registered(gangway)).toEqual({ plugin: false, view: false, entries: [] })
    await gangway.setFeatures({ receive: true })
    expect(registered(gangway)).toMatchObject({ plugin: true, view: true })
  })

  it('guards its view until an account is connected', async () => {
    const { gangway } = await setup()
    await gangway.open()
    const guard = gangway.stores.registry.getState().views.get('Receive')?.guard
    expect(guard?.()).toBe(false)
    await gangway.connect('test-wallet')
    expect(guard?.()).toBe(true)
  })

  it('shows the address as a QR code and text, the network, a copy button and the network warning', async () => {
    const writeText = vi.fn(async (_: string) => {})
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    const { gangway, wallet } = await setup()
    await gangway.open()
    await gangway.connect('test-wallet')
    await renderView(gangway, 'Receive')
    expect(await screen.findByRole('img', { name: 'QR code of your address on Devnet A' })).toBeTruthy()
    expect(screen.getByText(wallet.address).parentElement?.textContent).toBe(`Your address ${wallet.address}`)
    expect(screen.getByText('Devnet A')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain(
      'Only send assets on Devnet A to this address. Assets sent on another network may be lost.',
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(writeText).toHaveBeenCalledWith(wallet.address)
    expect(screen.getByRole('status').textContent).toBe('Address copied')
  })

  it('draws a different QR code for a different address', async () => {
    const { gangway } = await setup()
    await gangway.open()
    await gangway.connect('test-wallet')
    await renderView(gangway, 'Receive')
    await screen.findByRole('img', { name: /QR code/ })
    const first = document.querySelector('svg path')?.getAttribute('d')
    const account = gangway.stores.accounts.getState().byNamespace.eip155!
    act(() =>
      writableStores(gangway).accounts.setState({
        byNamespace: { eip155: { ...account, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } },
      }),
    )
    expect(document.querySelector('svg path')?.getAttribute('d')).not.toBe(first)
    expect(screen.getByText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeTruthy()
  })
})
