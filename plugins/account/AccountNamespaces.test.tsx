// @vitest-environment jsdom
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ComponentType, ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { GangwayContext, useAccount, useDisconnect, useNetwork } from '../../core/react/index.js'
import { createKernel, definePlugin, type Gangway, type GangwayConfig } from '../../entries/plugin.js'
import { adapterBasics } from '../../tests/fixtures/adapterBasics.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { tezosNetwork } from '../../tests/fixtures/tezosNetwork.js'
import { accountPlugin } from './accountPlugin.js'

const tz = 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb'
const tezos = definePlugin({
  name: 'test-tezos',
  kind: 'chain',
  setup(ctx) {
    ctx.registerChain({
      ...adapterBasics,
      namespace: 'tezos',
      connect: async () => ({
        accounts: [{ namespace: 'tezos', address: tz, type: 'eoa' }],
        caipNetworkId: tezosNetwork.caipNetworkId,
      }),
      async disconnect() {},
    })
    ctx.registerConnectors([
      { id: 'tz', name: 'Test Wallet', type: 'injected', chain: 'tezos', chainLabel: 'Tezos' },
    ])
  },
})
const solanaNetwork = {
  ...tezosNetwork,
  id: 'sol',
  caipNetworkId: 'solana:sol',
  chainNamespace: 'solana',
  name: 'Sol',
}

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

async function setup() {
  const wallet = createTestWallet()
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA, tezosNetwork, solanaNetwork],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [createTestChainPlugin(wallet), tezos, accountPlugin],
    } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>{children}</GangwayContext.Provider>
  )
  const renderAccount = async (params?: { namespace: string }) => {
    const view = gangway.stores.registry.getState().views.get('Account')
    const { default: View } = (await view!.load()) as { default: ComponentType<{ params?: unknown }> }
    return render(<View params={params} />, { wrapper })
  }
  return { gangway, wallet, wrapper, renderAccount }
}

describe('several connected namespaces', () => {
  it('shows the active namespace in the Account view and changes it with no wallet request', async () => {
    const { gangway, wallet, renderAccount } = await setup()
    await gangway.connect('tz', 'tezos')
    await gangway.open()
    await renderAccount()
    expect(screen.queryByTestId('account-namespaces')).toBeNull()
    await gangway.connect('test-wallet', 'eip155')
    const group = await screen.findByRole('group', { name: 'Active chain' })
    expect(screen.getByRole('button', { name: 'EVM', pressed: true })).toBeTruthy()
    expect([...group.querySelectorAll('button')].map((item) => item.textContent)).toEqual([
      'EVM',
      'Tezos',
      'Solana',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Tezos' }))
    await waitFor(() => expect(gangway.getState().activeNamespace).toBe('tezos'))
    await screen.findByRole('button', { name: 'Tezos', pressed: true })
    expect(wallet.calls.filter((call) => call.startsWith('switch:'))).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Solana' }))
    await waitFor(() => expect(gangway.getState().view).toBe('SwitchActiveChain'))
    expect(gangway.stores.modal.getState().history.at(-1)?.params).toMatchObject({ switchToChain: 'solana' })
  })

  it('opens Connect of a namespace nobody connected, and SwitchNetwork (spec rule 1) for a connected one', async () => {
    const { gangway } = await setup()
    await gangway.open({ namespace: 'tezos' })
    expect(gangway.stores.modal.getState().history.at(-1)).toEqual({
      view: 'Connect',
      params: { namespace: 'tezos' },
    })
    gangway.close()
    await gangway.connect('tz', 'tezos')
    await gangway.connect('test-wallet', 'eip155')
    await gangway.open({ namespace: 'tezos' })
    expect(gangway.stores.modal.getState().history.at(-1)?.view).toBe('SwitchNetwork')
  })

  it('makes the namespace the Account view is opened for active, and shows its account meanwhile', async () => {
    const { gangway, renderAccount } = await setup()
    await gangway.connect('tz', 'tezos')
    await gangway.connect('test-wallet', 'eip155')
    await renderAccount({ namespace: 'tezos' })
    expect(screen.getAllByText(/tz1VSU/).length).toBeGreaterThan(0)
    await waitFor(() => expect(gangway.getState().activeNamespace).toBe('tezos'))
  })

  it('gives the hooks any registered namespace, and disconnects one namespace leaving the other', async () => {
    const { gangway, wallet, wrapper } = await setup()
    await gangway.connect('tz', 'tezos')
    await gangway.connect('test-wallet', 'eip155')
    const { result } = renderHook(
      () => ({
        tezos: useAccount('tezos'),
        network: useNetwork('tezos'),
        active: useAccount(),
        ...useDisconnect(),
      }),
      { wrapper },
    )
    expect(result.current.tezos).toMatchObject({ namespace: 'tezos', address: tz, isConnected: true })
    expect(result.current.network).toMatchObject({
      namespace: 'tezos',
      caipNetworkId: tezosNetwork.caipNetworkId,
    })
    expect(result.current.active).toMatchObject({ namespace: 'eip155', address: wallet.address })
    await result.current.disconnect('tezos')
    await waitFor(() => expect(result.current.tezos.isDisconnected).toBe(true))
    expect(result.current.active).toMatchObject({ namespace: 'eip155', isConnected: true })
  })
})
