// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, type Gangway, type PayRequest, type PluginLoader } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createSendTestChain } from '../../tests/fixtures/createSendTestChain.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'

const payLoader: PluginLoader = { name: 'pay', trigger: { feature: 'pay' }, load: () => import('./index.js') }
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash = `0x${'ab'.repeat(32)}`
const native: PayRequest = { recipient, amount: '0.25', asset: 'native', network: 'eip155:31337' }
const word = (hex: string) => `0x${hex.toLowerCase().padStart(64, '0')}`

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

async function setup({ connect = true } = {}) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const chain = createSendTestChain()
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      fetch: chain.fetch,
      plugins: [chain.plugin],
    },
    { loaders: [payLoader], env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  if (connect) {
    await gangway.open()
    await gangway.connect('test-wallet', 'eip155')
  }
  const events: string[] = []
  gangway.events.on('PAY_STARTED', () => events.push('started'))
  gangway.events.on('PAY_SUCCESS', (event) => events.push(`success ${event.hash.slice(0, 6)}`))
  gangway.events.on('PAY_FAILURE', (event) => events.push(`failure: ${event.message}`))
  return { gangway, events, ...chain }
}

async function pay(gangway: Gangway, request: PayRequest) {
  const outcome = gangway.pay(request).then(
    (value) => ({ hash: value }),
    (error: Error) => ({ error: error.message, name: error.name }),
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
  return { outcome }
}

const click = async (name: string) => {
  await waitFor(() => expect(screen.getByTestId('pay-balance').textContent).toMatch(/\d/))
  const button = await screen.findByRole('button', { name })
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  await act(async () => fireEvent.click(button))
}

describe('gangway.pay and the Pay view', () => {
  it('turns the pay feature on, opens Pay, and resolves with the hash once the chain shows exactly the amount', async () => {
    const { gangway, events, node, send } = await setup()
    expect(gangway.getState().features.pay).toBe(false)
    expect(gangway.getPlugin('pay')).toBeUndefined()
    node.transaction = { to: recipient.toLowerCase(), value: '0x3782dace9d90000' }
    const { outcome } = await pay(gangway, native)
    await waitFor(() => expect(screen.getByTestId('pay-balance').textContent).toBe('1.500 ETH'))
    await click('Pay 0.25 ETH')
    expect(await outcome).toEqual({ hash })
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ to: recipient, value: 250_000_000_000_000_000n }),
    )
    expect(gangway.getState().features.pay).toBe(true)
    expect(events).toEqual(['started', `success ${hash.slice(0, 6)}`])
    expect(screen.getByText('Paid 0.25 ETH')).toBeTruthy()
  })

  it('pays an ERC-20 read from the chain: transfer calldata, the Transfer log to the recipient checked', async () => {
    const { gangway, node, send } = await setup()
    node.erc20 = { balance: 5_000_000n, decimals: 6, symbol: 'dUSD' }
    node.receipt = {
      status: '0x1',
      logs: [
        {
          address: token.toLowerCase(),
          topics: [
            '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
            word('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
            word(recipient.slice(2)),
          ],
          data: word((1_500_000).toString(16)),
        },
      ],
    }
    const { outcome } = await pay(gangway, { ...native, asset: token, amount: '1.5' })
    await waitFor(() => expect(screen.getByTestId('pay-balance').textContent).toBe('5.000 dUSD'))
    await click('Pay 1.5 dUSD')
    expect(await outcome).toEqual({ hash })
    expect(send.mock.calls[0]![0]).toMatchObject({ to: token })
  })

  it('rejects when the chain shows another amount, and when the transaction failed on chain', async () => {
    const wrong = await setup()
    wrong.node.transaction = { to: recipient, value: '0x1' }
    const { outcome: first } = await pay(wrong.gangway, native)
    await click('Pay 0.25 ETH')
    expect(await first).toMatchObject({ error: 'The recipient did not receive the exact amount' })
    expect(wrong.events).toEqual(['started', 'failure: The recipient did not receive the exact amount'])
    cleanup()
    const reverted = await setup()
    reverted.node.receipt = { status: '0x0' }
    const { outcome: second } = await pay(reverted.gangway, native)
    await click('Pay 0.25 ETH')
    expect(await second).toMatchObject({ error: 'The payment failed on chain', name: 'TransactionError' })
    expect(screen.getByText('The payment failed on chain')).toBeTruthy()
  })

  it('declined in the wallet: shows Signature declined, and closing rejects with it', async () => {
    const { gangway, send, events } = await setup()
    send.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    const { outcome } = await pay(gangway, native)
    await click('Pay 0.25 ETH')
    await screen.findByText('Signature declined')
    act(() => gangway.close())
    expect(await outcome).toEqual({ error: 'Signature declined', name: 'TransactionError' })
    expect(events).toEqual(['started', 'failure: Signature declined'])
  })

  it('more than the balance: Pay stays off, closing rejects with Insufficient balance', async () => {
    const { gangway, send } = await setup()
    const { outcome } = await pay(gangway, { ...native, amount: '2' })
    await screen.findByText('Insufficient balance')
    expect((screen.getByRole('button', { name: 'Pay 2 ETH' }) as HTMLButtonElement).disabled).toBe(true)
    act(() => gangway.close())
    expect(await outcome).toMatchObject({ error: 'Insufficient balance' })
    expect(send).not.toHaveBeenCalled()
  })

  it('not connected: offers to connect first; closing rejects with Modal closed', async () => {
    const { gangway } = await setup({ connect: false })
    const { outcome } = await pay(gangway, native)
    await screen.findByText('Connect a wallet to pay.')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' })))
    expect(gangway.getState().view).toBe('Connect')
    act(() => gangway.close())
    expect(await outcome).toEqual({ error: 'Modal closed', name: 'TransactionError' })
  })

  it('connected from the Pay view: back on Pay, with no Connect left under it for Back', async () => {
    const { gangway } = await setup({ connect: false })
    const { outcome } = await pay(gangway, native)
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Connect wallet' })))
    expect(gangway.stores.modal.getState().history.map((entry) => entry.view)).toEqual(['Pay', 'Connect'])
    await act(async () => void (await gangway.connect('test-wallet', 'eip155')))
    await waitFor(() =>
      expect(gangway.stores.modal.getState().history.map((entry) => entry.view)).toEqual(['Pay']),
    )
    act(() => gangway.close())
    expect(await outcome).toMatchObject({ error: 'Modal closed' })
  })

  it('a request it cannot pay rejects at once without opening; a newer request replaces the pending one', async () => {
    const { gangway } = await setup()
    await expect(gangway.pay({ ...native, network: 'eip155:999' })).rejects.toThrow('Network not found')
    await expect(gangway.pay({ ...native, recipient: 'nope' })).rejects.toThrow('Invalid recipient address')
    await expect(gangway.pay({ ...native, amount: '-1' })).rejects.toThrow('Invalid amount')
    const { outcome: first } = await pay(gangway, native)
    cleanup()
    const { outcome: second } = await pay(gangway, { ...native, amount: '0.5' })
    expect(await first).toMatchObject({ error: 'A newer payment request replaced this one' })
    await screen.findByRole('button', { name: 'Pay 0.5 ETH' })
    act(() => gangway.close())
    expect(await second).toMatchObject({ error: 'Modal closed' })
  })

  it('two instances on one page: each pays through its own modal, the other stays closed', async () => {
    const first = await setup()
    const second = await setup()
    for (const { gangway } of [first, second]) {
      const { outcome } = await pay(gangway, native)
      cleanup()
      act(() => gangway.close())
      expect(await outcome).toMatchObject({ error: 'Modal closed' })
    }
    const { outcome } = await pay(first.gangway, { ...native, amount: '0.5' })
    await screen.findByRole('button', { name: 'Pay 0.5 ETH' })
    expect(second.gangway.getState().open).toBe(false)
    act(() => first.gangway.close())
    expect(await outcome).toMatchObject({ error: 'Modal closed' })
  })
})
