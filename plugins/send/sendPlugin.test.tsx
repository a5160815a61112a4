// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import {
  createKernel,
  type Gangway,
  type GangwayConfig,
  type Plugin,
  type PluginLoader,
  type TokenBalance,
} from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createSendTestChain } from '../../tests/fixtures/createSendTestChain.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { decodeTransfer } from '../../tests/fixtures/decodeTransfer.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'

const sendLoader: PluginLoader = {
  name: 'send',
  trigger: { feature: 'send' },
  load: () => import('./index.js'),
}
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}`
const usdAddress = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const dUsd: TokenBalance = {
  name: 'Dev USD',
  symbol: 'dUSD',
  chainId: 'eip155:31337',
  address: usdAddress,
  price: 1,
  value: 12.5,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}
const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  value: 4500,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

async function setup(options: { features?: GangwayConfig['features']; plugin?: Plugin } = {}) {
  const chain = createSendTestChain()
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      features: options.features ?? {},
      fetch: chain.fetch,
      plugins: [options.plugin ?? chain.plugin],
    },
    { loaders: [sendLoader], env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  return { gangway, ...chain }
}

const heldBy = new WeakMap<Gangway, readonly TokenBalance[]>()

async function connected(tokenBalance: readonly TokenBalance[] = []) {
  const started = await setup()
  started.node.tokens = tokenBalance
  heldBy.set(started.gangway, tokenBalance)
  await started.gangway.open()
  await started.gangway.connect('test-wallet')
  return started
}

const sendEntries = (gangway: Gangway) =>
  gangway.stores.registry
    .getState()
    .slots.filter((entry) => entry.slot === 'account.features')
    .map(({ id, label, view }) => ({ id, label, view }))

async function renderSend(gangway: Gangway, params?: unknown) {
  const view = gangway.stores.registry.getState().views.get('WalletSend')
  if (!view) throw new Error('WalletSend is not registered')
  const View = (await view.load()).default as ComponentType<{ params?: unknown }>
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <View params={params} />
    </GangwayContext.Provider>,
  )
  // The tokens come from the portfolio (the balance endpoint), after the first frame.
  const held = heldBy.get(gangway) ?? []
  if (held.length > 0)
    await waitFor(() => {
      const shown = [...tokenSelect().options].map((option) => option.textContent ?? '').join(' ')
      for (const token of held) expect(shown).toContain(token.symbol)
    })
}

const amountInput = () => screen.getByLabelText('Amount') as HTMLInputElement
const receiverInput = () => screen.getByLabelText('Receiver address') as HTMLInputElement
const tokenSelect = () => screen.getByLabelText('Token') as HTMLSelectElement
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const submit = () => act(async () => fireEvent.submit(amountInput().form!))
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ')

async function fill(token: string, amount: string, to: string) {
  type(tokenSelect(), token)
  type(amountInput(), amount)
  type(receiverInput(), to)
  await submit()
}

describe('send plugin', () => {
  it('is a built-in feature plugin of the send flag, serving a connected account', () => {
    // Read as text: a plugin never imports the built-in lists (the import rules of design.md).
    const builtins = readFileSync(join(import.meta.dirname, '../featureBuiltins.ts'), 'utf8')
    expect(builtins).toMatch(
      /name: 'send',\s*trigger: { feature: 'send', account: true },\s*load: \(\) => import\('\.\/send\/index\.js'\)/,
    )
  })

  it('registers its view and its account entry with the modal, and leaves no trace when the flag turns off', async () => {
    const { gangway } = await setup()
    await gangway.open()
    expect(gangway.stores.registry.getState().views.has('WalletSend')).toBe(true)
    expect(sendEntries(gangway)).toEqual([{ id: 'send', label: 'send.label', view: 'WalletSend' }])
    await gangway.setFeatures({ send: false })
    expect(gangway.stores.registry.getState().views.has('WalletSend')).toBe(false)
    expect(sendEntries(gangway)).toEqual([])
  })

  it('hides its entry (no view) and says Unsupported chain where the namespace does not declare send', async () => {
    const { gangway } = await setup({ plugin: createTestChainPlugin(createTestWallet()) })
    await gangway.open()
    await gangway.connect('test-wallet')
    expect(sendEntries(gangway)).toEqual([{ id: 'send', label: 'send.label', view: undefined }])
    await renderSend(gangway)
    expect(screen.getByRole('alert').textContent).toBe('Unsupported chain')
  })

  it('asks for a token, then for an amount and a receiver, tied to the fields', async () => {
    const { gangway, send } = await connected([ether, dUsd])
    await renderSend(gangway)
    await submit()
    expect(tokenSelect().getAttribute('aria-invalid')).toBe('true')
    expect(describedText(tokenSelect())).toBe('A token is required')
    type(tokenSelect(), 'native')
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('An amount and receiver address are required')
    expect(describedText(amountInput())).toBe('An amount and receiver address are required')
    expect(describedText(receiverInput())).toBe('An amount and receiver address are required')
    expect(send).not.toHaveBeenCalled()
  })

  it.each([
    ['-1', receiver, 'Amount', 'The amount must be more than 0'],
    ['0', receiver, 'Amount', 'The amount must be more than 0'],
    ['1.5x', receiver, 'Amount', 'Enter an amount such as 1.5'],
    ['0.0000001', receiver, 'Amount', 'dUSD has at most 6 decimals'],
    ['12.6', receiver, 'Amount', 'Not enough dUSD'],
    ['1', '0x1234', 'Receiver address', 'Not a valid Devnet A address'],
  ])('refuses %s to %s: %s says %s', async (amount, to, label, message) => {
    const { gangway, send } = await connected([ether, dUsd])
    await renderSend(gangway)
    await fill(usdAddress, amount, to)
    const input = screen.getByLabelText(label)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(describedText(input)).toBe(message)
    expect(send).not.toHaveBeenCalled()
  })

  it('shows the value in USD, and Max leaves the most the network fee can be for a native send', async () => {
    const { gangway } = await connected([ether, dUsd])
    await renderSend(gangway)
    type(tokenSelect(), 'native')
    type(amountInput(), '0.5')
    expect(describedText(amountInput())).toBe('≈ 1500.00 USD')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the most you can' })))
    await waitFor(() => expect(amountInput().value).toBe('1.499937'))
    type(tokenSelect(), usdAddress)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the most you can' })))
    expect(amountInput().value).toBe('12.5')
  })

  it('sends native: preview with the fee, the wallet gets the exact amount, TRANSACTION_SENT, success with the link, then a reset', async () => {
    const { gangway, send, sender } = await connected([ether, dUsd])
    const sent: unknown[] = []
    const settled: unknown[] = []
    gangway.events.on('TRANSACTION_SENT', (event) => sent.push(event))
    gangway.events.on('TRANSACTION_SETTLED', (event) => settled.push(event))
    await renderSend(gangway)
    await fill('native', '0.5', receiver)
    expect(screen.getByText('Review the transfer')).toBeTruthy()
    expect(screen.getByText('Network fee (estimated)').nextElementSibling?.textContent).toBe(
      '0.000042 ETH ≈ 0.13 USD',
    )
    expect(document.activeElement?.textContent).toBe('Confirm in wallet')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    expect(send).toHaveBeenCalledWith({
      to: receiver,
      value: 500_000_000_000_000_000n,
      gas: 21_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    })
    expect(sent).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:31337', hash, from: sender }])
    expect(await screen.findByText('Sent 0.5 ETH')).toBeTruthy()
    expect(settled).toEqual([
      { namespace: 'eip155', caipNetworkId: 'eip155:31337', hash, from: sender, outcome: 'confirmed' },
    ])
    expect(screen.getByText(hash)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View the transaction' }).getAttribute('href')).toBe(
      `https://explorer.test/tx/${hash}`,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send another' })))
    expect([amountInput().value, receiverInput().value, tokenSelect().value]).toEqual(['', '', ''])
  })

  it('sends an ERC-20 token as transfer(to, amount) calldata to the contract', async () => {
    const { gangway, send } = await connected([ether, dUsd])
    await renderSend(gangway)
    await fill(usdAddress, '12.5', receiver)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    const request = send.mock.calls[0]![0] as { to: string; data: string }
    expect(request.to).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(decodeTransfer(request.data)).toEqual({ to: receiver.toLowerCase(), amount: 12_500_000n })
    expect(await screen.findByText('Sent 12.5 dUSD')).toBeTruthy()
  })

  it('keeps the form as it was with Signature declined when the wallet refuses (4001)', async () => {
    const { gangway, send } = await connected([ether, dUsd])
    send.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await renderSend(gangway)
    await fill('native', '0.5', receiver)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    expect(screen.getByRole('alert').textContent).toBe('Signature declined')
    expect([tokenSelect().value, amountInput().value, receiverInput().value]).toEqual([
      'native',
      '0.5',
      receiver,
    ])
  })

  it('shows a node error of the catalogue as readable text in the form', async () => {
    const { gangway, send } = await connected([ether, dUsd])
    send.mockRejectedValueOnce(
      Object.assign(new Error('Insufficient funds to pay for the transaction amount and gas.'), {
        name: 'TransactionError',
        shortMessage: 'Insufficient funds to pay for the transaction amount and gas.',
        reason: 'insufficientFunds',
      }),
    )
    await renderSend(gangway)
    await fill('native', '0.5', receiver)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    expect(screen.getByRole('alert').textContent).toBe(
      'The transfer could not be sent: Insufficient funds to pay for the transaction amount and gas.',
    )
    expect(amountInput().value).toBe('0.5')
  })

  it('refuses a native amount that leaves nothing for the fee, and says when the fee cannot be estimated', async () => {
    const { gangway, node, send } = await connected([ether])
    await renderSend(gangway)
    await fill('native', '1.5', receiver)
    expect(describedText(amountInput())).toBe('Not enough ETH for the amount and the network fee')
    node.estimateError = { code: -32000, message: 'execution reverted' }
    type(amountInput(), '1')
    await submit()
    expect(screen.getByRole('alert').textContent).toContain('The network fee could not be estimated')
    expect(send).not.toHaveBeenCalled()
  })

  it('refuses a wallet answer that is not a transaction hash', async () => {
    const { gangway, send } = await connected([ether])
    send.mockResolvedValueOnce('not-a-hash')
    await renderSend(gangway)
    await fill('native', '0.5', receiver)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    expect(screen.getByRole('alert').textContent).toBe('The wallet returned no transaction')
  })

  it('says when the transaction failed on chain', async () => {
    const { gangway, node } = await connected([ether])
    node.receipt = { status: '0x0' }
    await renderSend(gangway)
    await fill('native', '0.5', receiver)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    expect(await screen.findByText('The transaction failed on chain.')).toBeTruthy()
  })

  it('cancels the wait for the wallet (form as it was) and the wait for the confirmation (hash and link kept)', async () => {
    const { gangway, send, node } = await connected([ether])
    send.mockReturnValueOnce(new Promise<string>(() => {}))
    await renderSend(gangway)
    await fill('native', '0.5', receiver)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    expect(screen.getByRole('status').textContent).toBe('Confirm the transfer in your wallet…')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })))
    expect([amountInput().value, receiverInput().value]).toEqual(['0.5', receiver])
    node.receipt = null
    await submit()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    expect(screen.getByText('Sending 0.5 ETH: waiting for the network to confirm it…')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })))
    expect(screen.getByRole('alert').textContent).toContain('The transaction is not confirmed yet')
    expect(screen.getByText(hash)).toBeTruthy()
  })

  it('opens prefilled from open({ view: WalletSend, params }), and falls back to native from the balance', async () => {
    const { gangway } = await connected([])
    await gangway.open({ view: 'WalletSend', params: { token: 'native', amount: '0.25', to: receiver } })
    const entry = gangway.stores.modal.getState().history.at(-1)
    expect(entry?.view).toBe('WalletSend')
    await renderSend(gangway, entry?.params)
    expect([tokenSelect().value, amountInput().value, receiverInput().value]).toEqual([
      'native',
      '0.25',
      receiver,
    ])
    expect(tokenSelect().options[1]?.textContent).toBe('ETH: 1.500 available')
  })

  it("says it is reading the tokens while the portfolio loads, not 'nothing to send'", async () => {
    const { gangway } = await connected([dUsd])
    const view = gangway.stores.registry.getState().views.get('WalletSend')
    const View = (await view!.load()).default as ComponentType<{ params?: unknown }>
    render(
      <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
        <View />
      </GangwayContext.Provider>,
    )
    expect(screen.getByRole('status').textContent).toBe('Reading your tokens…')
    expect(tokenSelect().getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByText(/Nothing to send/)).toBeNull()
    await waitFor(() =>
      expect([...tokenSelect().options].some((option) => option.textContent?.startsWith('dUSD: '))).toBe(
        true,
      ),
    )
    expect(screen.queryByText('Reading your tokens…')).toBeNull()
    expect(tokenSelect().hasAttribute('aria-busy')).toBe(false)
  })
})
