// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, formatBalance, type Gangway, type PluginLoader } from '../../entries/plugin.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import type { DevServices } from '../../playground/devnet/services/DevServices.js'
import { startDevServices } from '../../playground/devnet/services/startDevServices.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { uniswapArtifacts } from '../../playground/devnet/uniswap/uniswapArtifacts.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { createEip155Plugin } from '../../plugins/eip155/createEip155Plugin.js'
import { announceWallet } from '../../plugins/eip155/test/announceWallet.js'
import { createMemoryStorage } from '../fixtures/createMemoryStorage.js'
import { testTranslator } from '../fixtures/testTranslator.js'

let devnet: Devnet
let services: DevServices
const made: Gangway[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  // jsdom's environment gives the page its own Uint8Array; the dev services' embedded PGlite checks bytes against Node's.
  Object.assign(globalThis, {
    IS_REACT_ACT_ENVIRONMENT: true,
    Uint8Array: Object.getPrototypeOf(Buffer.prototype).constructor,
  })
  devnet = await startDevnet({
    chains: [
      { chainId: 31337, name: 'Gangway Devnet A' },
      { chainId: 31338, name: 'Gangway Devnet B', swaps: false },
    ],
  })
  services = await startDevServices({ devnet })
}, 60_000)
afterAll(async () => {
  await services?.stop()
  await devnet?.stop()
})
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
  for (const undo of cleanups.splice(0)) undo()
})

const swapsLoader: PluginLoader = {
  name: 'swaps',
  trigger: { feature: 'swaps' },
  load: () => import('../../plugins/swaps/index.js'),
}
const rdns = 'dev.gangway.wallet'
const chain = () => devnet.chains[0]!
const reader = () => createPublicClient({ transport: http(chain().rpcUrl), pollingInterval: 50 })
const dgtBalance = (owner: Address) =>
  reader().readContract({
    address: chain().token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

async function openSwap(account: number, chainId: number, params?: unknown) {
  const wallet = createDevWalletProvider({
    chains: devnet.chains,
    knownChainIds: [chainId],
    privateKeys: [devAccounts[account]!.privateKey],
    approve: () => true,
  })
  const target = new EventTarget()
  cleanups.push(announceWallet(target, wallet, { rdns, name: 'Gangway Dev Wallet' }))
  const networks = devNetworks(devnet)
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: chainId === 31337 ? networks : [networks[1]!, networks[0]],
      plugins: [createEip155Plugin({ target })],
      storage: createMemoryStorage(),
      remoteConfig: false,
      endpoints: { api: services.endpoints.api },
    },
    { loaders: [swapsLoader], env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.open()
  await gangway.connect(rdns)
  const view = gangway.stores.registry.getState().views.get('Swap')
  const View = (await view!.load()).default as ComponentType<{ params?: unknown }>
  const events: string[] = []
  gangway.events.on('TRANSACTION_SENT', (event) => events.push(`sent ${event.hash}`))
  gangway.events.on('TRANSACTION_SETTLED', (event) => events.push(`settled ${event.hash} ${event.outcome}`))
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <View params={params} />
    </GangwayContext.Provider>,
  )
  return { gangway, events }
}

const figure = (term: string) => {
  const quote = screen.getByRole('region', { name: 'Quote' })
  const label = within(quote).getByText(term)
  return label.nextElementSibling?.textContent ?? ''
}
const paid = async (hash: string) => {
  const receipt = await reader().getTransactionReceipt({ hash: hash as Hex })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

describe('Swap on the devnet (Uniswap V2 through the Gangway server)', () => {
  it('swaps DGT for ETH prefilled from open params: quote, approve, swap, the new balances and the events', async () => {
    const owner = devAccounts[2]!.address as Address
    const { gangway, events } = await openSwap(2, 31337, {
      fromToken: 'DGT',
      toToken: 'native',
      amount: '150',
    })
    expect(gangway.stores.registry.getState().slots.find((entry) => entry.id === 'swaps')?.view).toBe('Swap')
    const fromSelect = (await screen.findByLabelText('From', {}, { timeout: 15_000 })) as HTMLSelectElement
    await waitFor(() => expect(fromSelect.selectedOptions[0]?.textContent).toMatch(/^DGT/))
    expect((screen.getByLabelText('To') as HTMLSelectElement).selectedOptions[0]?.textContent).toMatch(/^ETH/)
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('150')
    const approve = await screen.findByRole('button', { name: 'Approve DGT' }, { timeout: 15_000 })
    const [, expected] = (await reader().readContract({
      address: chain().swaps!.router,
      abi: uniswapArtifacts.router.abi,
      functionName: 'getAmountsOut',
      args: [parseUnits('150', 18), [chain().token.address, chain().swaps!.weth]],
    })) as bigint[]
    expect(figure('Rate')).toBe(`1 DGT = ${Number((Number(expected) / 1e18 / 150).toPrecision(6))} ETH`)
    expect(figure('Price impact')).toBe('0.05%')
    expect(figure('Network fee')).toMatch(/^0\.000\d+ ETH/)
    expect(figure('Minimum received (1% slippage)')).toBe(
      `${Number((Number((expected! * 99n) / 100n) / 1e18).toPrecision(6))} ETH`,
    )
    const [dgtBefore, ethBefore] = [await dgtBalance(owner), await reader().getBalance({ address: owner })]
    await act(async () => fireEvent.click(approve))
    const swap = await screen.findByRole('button', { name: 'Swap' }, { timeout: 30_000 })
    await waitFor(() => expect((swap as HTMLButtonElement).disabled).toBe(false), { timeout: 15_000 })
    await act(async () => fireEvent.click(swap))
    await screen.findByRole('button', { name: 'Swap again' }, { timeout: 30_000 })
    expect(screen.getByText('Swapped 150 DGT for ETH')).toBeTruthy()
    const hashes = events.filter((event) => event.startsWith('sent ')).map((event) => event.slice(5))
    expect(hashes).toHaveLength(2)
    expect(events).toEqual([
      `sent ${hashes[0]}`,
      `settled ${hashes[0]} confirmed`,
      `sent ${hashes[1]}`,
      `settled ${hashes[1]} confirmed`,
    ])
    const [dgtAfter, ethAfter] = [await dgtBalance(owner), await reader().getBalance({ address: owner })]
    expect(dgtBefore - dgtAfter).toBe(parseUnits('150', 18))
    const received = ethAfter - ethBefore + (await paid(hashes[0]!)) + (await paid(hashes[1]!))
    expect(received).toBe(expected)
    expect(received >= (expected! * 99n) / 100n).toBe(true)
    const shown = await screen
      .findByRole('list', { name: 'New balances' })
      .catch(() => screen.findByLabelText('New balances', {}, { timeout: 10_000 }))
    expect(shown.textContent).toContain(`${formatBalance(formatUnits(dgtAfter, 18))} DGT`)
    expect(shown.textContent).toContain(`${formatBalance(formatUnits(ethAfter, 18))} ETH`)
  }, 90_000)

  it('says the network is not supported on a chain without swaps', async () => {
    await openSwap(3, 31338)
    expect(await screen.findByText('Network not supported for Swaps', {}, { timeout: 15_000 })).toBeTruthy()
  }, 60_000)

  it('asks for a quote only once the typing stops, and refuses an amount over the balance', async () => {
    await openSwap(4, 31337, { fromToken: 'native', toToken: 'dUSD' })
    const input = await screen.findByLabelText('Amount', {}, { timeout: 15_000 })
    const asked = () =>
      services.requests().filter((request) => request.path.endsWith('/v1/convert/quotes')).length
    const before = asked()
    for (const value of ['0', '0.', '0.5']) fireEvent.change(input, { target: { value } })
    await screen.findByText('You receive', {}, { timeout: 15_000 })
    expect(asked() - before).toBe(1)
    expect(figure('You receive')).toMatch(/^1,?4\d\d\.\d+ dUSD$/)
    fireEvent.change(input, { target: { value: '20000' } })
    expect((screen.getByRole('button', { name: 'Not enough ETH' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(input, { target: { value: '1.1234567890123456789' } })
    expect(screen.getByText('ETH has at most 18 decimals')).toBeTruthy()
  }, 60_000)

  it('shows the node error when the swap cannot go through any more (the ETH left after the quote)', async () => {
    await openSwap(5, 31337, { fromToken: 'native', toToken: 'DGT', amount: '9000' })
    const swap = await screen.findByRole('button', { name: 'Swap' }, { timeout: 15_000 })
    await waitFor(() => expect((swap as HTMLButtonElement).disabled).toBe(false), { timeout: 15_000 })
    const wallet = createWalletClient({
      account: privateKeyToAccount(devAccounts[5]!.privateKey),
      transport: http(chain().rpcUrl),
    })
    const moved = await wallet.sendTransaction({
      chain: null,
      to: devAccounts[6]!.address,
      value: parseEther('5000'),
    })
    await reader().waitForTransactionReceipt({ hash: moved })
    await act(async () => fireEvent.click(swap))
    const alert = await screen.findByText(/^The swap could not be sent: /, {}, { timeout: 15_000 })
    expect(alert.textContent).toMatch(/insufficient funds/i)
    expect(screen.getByRole('button', { name: 'Swap' })).toBeTruthy()
  }, 60_000)
})
