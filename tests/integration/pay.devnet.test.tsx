// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { type Address, createPublicClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, type Gangway, type PluginLoader } from '../../entries/plugin.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { createEip155Plugin } from '../../plugins/eip155/createEip155Plugin.js'
import { announceWallet } from '../../plugins/eip155/test/announceWallet.js'
import { createMemoryStorage } from '../fixtures/createMemoryStorage.js'
import { testTranslator } from '../fixtures/testTranslator.js'

let devnet: Devnet
const made: Gangway[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'Gangway Devnet A' }] })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
  for (const undo of cleanups.splice(0)) undo()
})

const payLoader: PluginLoader = {
  name: 'pay',
  trigger: { feature: 'pay' },
  load: () => import('../../plugins/pay/index.js'),
}
const rdns = 'dev.gangway.wallet'
const address = (index: number) => devAccounts[index]!.address as Address
const chain = () => devnet.chains[0]!
const reader = () => createPublicClient({ transport: http(chain().rpcUrl) })
const tokenBalance = (owner: Address) =>
  reader().readContract({
    address: chain().token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

async function startPay(
  payer: number,
  request: { recipient: string; amount: string; asset: string },
  approve = true,
) {
  const wallet = createDevWalletProvider({
    chains: devnet.chains,
    knownChainIds: [chain().chainId],
    privateKeys: [devAccounts[payer]!.privateKey],
    approve: (walletRequest) => approve || walletRequest.method !== 'eth_sendTransaction',
  })
  const target = new EventTarget()
  cleanups.push(announceWallet(target, wallet, { rdns, name: 'Gangway Dev Wallet' }))
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: devNetworks(devnet),
      plugins: [createEip155Plugin({ target })],
      storage: createMemoryStorage(),
      remoteConfig: false,
    },
    { loaders: [payLoader], env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.open()
  await gangway.connect(rdns)
  const events: string[] = []
  gangway.events.on('PAY_STARTED', () => events.push('started'))
  gangway.events.on('PAY_SUCCESS', () => events.push('success'))
  gangway.events.on('PAY_FAILURE', (event) => events.push(`failure: ${event.message}`))
  const paid = gangway.pay({ ...request, network: `eip155:${chain().chainId}` })
  const outcome = paid.then(
    (hash) => ({ hash }),
    (error: Error) => ({ error }),
  )
  await waitFor(() => expect(gangway.getState().view).toBe('Pay'))
  const View = (await gangway.stores.registry.getState().views.get('Pay')!.load()).default as ComponentType
  await act(async () => {
    render(
      <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
        <View />
      </GangwayContext.Provider>,
    )
  })
  return { gangway, outcome, events }
}

const payButton = (text: string) => screen.findByRole('button', { name: text }, { timeout: 30_000 })

describe('gangway.pay through the eip155 adapter and the EVM dev wallet on anvil', () => {
  it('pays DevToken: the recipient gets exactly the amount, the promise gives the confirmed hash', async () => {
    const recipient = address(9)
    const before = await Promise.all([tokenBalance(address(2)), tokenBalance(recipient)])
    const { outcome, events } = await startPay(2, {
      recipient,
      amount: '3.25',
      asset: chain().token.address,
    })
    await waitFor(() => expect(screen.getByTestId('pay-balance').textContent).toBe('1,000,000.000 DGT'), {
      timeout: 30_000,
    })
    const button = await payButton('Pay 3.25 DGT')
    await act(async () => fireEvent.click(button))
    const result = await outcome
    expect(result).toHaveProperty('hash')
    const { hash } = result as { hash: string }
    expect((await reader().getTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
    const after = await Promise.all([tokenBalance(address(2)), tokenBalance(recipient)])
    const amount = parseUnits('3.25', chain().token.decimals)
    expect([before[0] - after[0], after[1] - before[1]]).toEqual([amount, amount])
    await screen.findByText('Paid 3.25 DGT')
    expect(events).toEqual(['started', 'success'])
  }, 60_000)

  it('pays ETH: the recipient gets exactly the amount', async () => {
    const recipient = address(8)
    const before = await reader().getBalance({ address: recipient })
    const { outcome } = await startPay(3, { recipient, amount: '0.5', asset: 'native' })
    const button = await payButton('Pay 0.5 ETH')
    await act(async () => fireEvent.click(button))
    expect(await outcome).toHaveProperty('hash')
    expect((await reader().getBalance({ address: recipient })) - before).toBe(parseEther('0.5'))
  }, 60_000)

  it('a payment declined in the wallet rejects with Signature declined when the visitor closes the modal', async () => {
    const before = await tokenBalance(address(7))
    const { gangway, outcome, events } = await startPay(
      1,
      { recipient: address(7), amount: '1', asset: chain().token.address },
      false,
    )
    const button = await payButton('Pay 1 DGT')
    await act(async () => fireEvent.click(button))
    await screen.findByText('Signature declined', undefined, { timeout: 30_000 })
    act(() => gangway.close())
    const result = await outcome
    expect((result as { error: Error }).error.message).toBe('Signature declined')
    expect(events).toEqual(['started', 'failure: Signature declined'])
    expect(await tokenBalance(address(7))).toBe(before)
  }, 60_000)

  it('more than the balance: the Pay button stays off and closing rejects with Insufficient balance', async () => {
    const { gangway, outcome } = await startPay(5, {
      recipient: address(6),
      amount: '100000000',
      asset: chain().token.address,
    })
    await screen.findByText('Insufficient balance', undefined, { timeout: 30_000 })
    expect((screen.getByRole('button', { name: 'Pay 100000000 DGT' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    act(() => gangway.close())
    expect(((await outcome) as { error: Error }).error.message).toBe('Insufficient balance')
  }, 60_000)
})
