// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ChainAdapter, definePlugin, type Gangway, type Network } from '../../entries/plugin.js'
import { adapterBasics } from '../../tests/fixtures/adapterBasics.js'
import { tezosNetwork } from '../../tests/fixtures/tezosNetwork.js'
import { setupConnectTest } from './test/setupConnectTest.js'
import { type DirectoryServer, startDirectoryServer } from './test/startDirectoryServer.js'

let server: DirectoryServer
const made: Gangway[] = []
beforeAll(async () => {
  server = await startDirectoryServer([])
})
afterAll(() => server.close())
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

const ethereum: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const tz = 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb'

/** A third namespace's chain plugin whose wallet is the test wallet (same name and rdns as the eip155 one). */
function tezosSide() {
  const side = { reject: false, calls: 0 }
  const adapter: ChainAdapter = {
    ...adapterBasics,
    namespace: 'tezos',
    async connect() {
      side.calls += 1
      if (side.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return {
        accounts: [{ namespace: 'tezos', address: tz, type: 'eoa' }],
        caipNetworkId: tezosNetwork.caipNetworkId,
      }
    },
    async disconnect() {},
  }
  const plugin = definePlugin({
    name: 'test-tezos',
    kind: 'chain',
    setup(ctx) {
      ctx.registerChain(adapter)
      ctx.registerConnectors([
        {
          id: 'test-wallet-tz',
          name: 'Test Wallet',
          type: 'injected',
          chain: 'tezos',
          chainLabel: 'Tezos',
          info: { rdns: 'dev.gangway.test' },
        },
      ])
    },
  })
  return { side, plugin }
}

async function setup() {
  const { side, plugin } = tezosSide()
  const testbed = await setupConnectTest({
    directory: server.url,
    plugins: [plugin],
    features: { allWallets: false, connectorTypeOrder: ['injected'] },
    config: { networks: [ethereum, tezosNetwork] } as never,
  })
  made.push(testbed.gangway)
  await testbed.renderView('Connect')
  return { ...testbed, side }
}

const accounts = (gangway: Gangway) =>
  Object.fromEntries(
    Object.entries(gangway.stores.accounts.getState().byNamespace).map(([ns, account]) => [
      ns,
      account?.address,
    ]),
  )

describe('a wallet of several namespaces in the Connect view', () => {
  it('is one row with a badge per namespace, named with them, and one click connects each, the first left active', async () => {
    const { gangway, wallet, side } = await setup()
    const row = await screen.findByRole('button', { name: 'Test Wallet: EVM, Tezos, Installed' })
    expect([...row.querySelectorAll('.gw-tag')].map((tag) => tag.textContent)).toEqual([
      'EVM',
      'Tezos',
      'Installed',
    ])
    expect(screen.getAllByRole('button').filter((button) => button.hasAttribute('data-wallet'))).toHaveLength(
      1,
    )
    fireEvent.click(row)
    await waitFor(() => expect(gangway.stores.modal.getState().open).toBe(false))
    expect(accounts(gangway)).toEqual({ eip155: wallet.address, tezos: tz })
    expect(gangway.getState().activeNamespace).toBe('eip155')
    expect([wallet.calls.filter((call) => call === 'connect').length, side.calls]).toEqual([1, 1])
    expect(wallet.calls.filter((call) => call.startsWith('switch:'))).toEqual([])
  })

  it('keeps the approved namespace when the next is rejected, names the failed one, and Try again asks only for it', async () => {
    const { gangway, wallet, side } = await setup()
    side.reject = true
    fireEvent.click(await screen.findByRole('button', { name: /^Test Wallet: EVM, Tezos/ }))
    await screen.findByText('Not connected: Tezos. The others stay connected.')
    expect(screen.getByText('Connection rejected')).toBeTruthy()
    expect(accounts(gangway)).toMatchObject({ eip155: wallet.address })
    expect(gangway.stores.accounts.getState().byNamespace.tezos?.status).not.toBe('connected')
    expect(gangway.stores.modal.getState().open).toBe(true)
    side.reject = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(accounts(gangway)).toEqual({ eip155: wallet.address, tezos: tz }))
    expect(wallet.calls.filter((call) => call === 'connect')).toHaveLength(1)
    expect(gangway.getState().activeNamespace).toBe('eip155')
  })

  it('connects nothing else when the first namespace is rejected, and shows the failure as for one namespace', async () => {
    const { gangway, wallet, side } = await setup()
    wallet.rejectNext = true
    fireEvent.click(await screen.findByRole('button', { name: /^Test Wallet: EVM, Tezos/ }))
    await screen.findByText('Connection rejected')
    expect(screen.queryByText(/Not connected:/)).toBeNull()
    expect(side.calls).toBe(0)
    expect(gangway.stores.accounts.getState().byNamespace.eip155?.status).toBe('disconnected')
  })
})
