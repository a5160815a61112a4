import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../events/createEventBus.js'
import { createAccountStore, emptyAccountState } from '../store/createAccountStore.js'
import { createNetworkStore } from '../store/createNetworkStore.js'
import type { TokenBalance } from '../types/Account.js'
import type { Network } from '../types/Network.js'
import { createPortfolio } from './createPortfolio.js'
import type { PortfolioClient } from './PortfolioClient.js'

const network: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: network.caipNetworkId,
  price: 3000,
  value: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

function setup(wallet?: (method: string, params: unknown) => Promise<unknown>) {
  const accounts = createAccountStore()
  accounts.setState({ byNamespace: { eip155: { ...emptyAccountState, status: 'connected', address } } })
  const networks = createNetworkStore([network], network)
  const events = createEventBus()
  const balances = vi.fn<PortfolioClient['balances']>(async () => [eth])
  const prices = vi.fn<PortfolioClient['prices']>(
    async () => new Map([['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 3000]]),
  )
  const client = { balances, prices, nfts: vi.fn(), history: vi.fn() } as PortfolioClient
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
    if (!wallet) throw Object.assign(new Error('unsupported'), { code: 4200 })
    return wallet(method, params)
  })
  const published: unknown[] = []
  events.on('TOKEN_BALANCE', (payload) => published.push(payload))
  const portfolio = createPortfolio({
    gangway: { stores: { accounts, networks } as never, events, request },
    client,
    currency: 'usd',
    now: Date.now,
  })
  return { portfolio, events, balances, prices, request, published, accounts }
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') }))
afterEach(() => vi.useRealTimers())

describe('createPortfolio', () => {
  it('loads the tokens into its state and publishes them for the account, and serves them from its cache for 30 s', async () => {
    const { portfolio, balances, published } = setup()
    await portfolio.refresh()
    expect(portfolio.getState()).toEqual({ tokens: [eth], status: 'ready' })
    expect(published).toEqual([
      { namespace: 'eip155', address, caipNetworkId: 'eip155:31337', tokens: [eth], failed: false },
    ])
    expect(balances).toHaveBeenCalledWith(
      address,
      expect.objectContaining({ chainId: 'eip155:31337', currency: 'usd', force: false }),
    )
    vi.advanceTimersByTime(29_000)
    await portfolio.refresh()
    expect(balances).toHaveBeenCalledTimes(1)
    await portfolio.refresh(true)
    expect(balances).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(30_001)
    await portfolio.refresh()
    expect(balances).toHaveBeenCalledTimes(3)
  })

  it('reports a failure once and asks nothing for 30 s, even when forced', async () => {
    const { portfolio, balances, published } = setup()
    balances.mockRejectedValueOnce(new Error('HTTP 500'))
    await portfolio.refresh()
    expect(portfolio.getState()).toEqual({ tokens: [], status: 'unavailable' })
    expect(published).toEqual([expect.objectContaining({ tokens: [], failed: true })])
    vi.advanceTimersByTime(29_000)
    await portfolio.refresh(true)
    expect(balances).toHaveBeenCalledTimes(1)
    expect(portfolio.getState().status).toBe('unavailable')
    expect(published.filter((payload) => (payload as { failed: boolean }).failed)).toHaveLength(1)
    vi.advanceTimersByTime(1_001)
    await portfolio.refresh()
    expect(balances).toHaveBeenCalledTimes(2)
    expect(portfolio.getState()).toEqual({ tokens: [eth], status: 'ready' })
  })

  it('refreshes by force on TRANSACTION_SENT and TRANSACTION_SETTLED while subscribed, and stops following when the last listener leaves', async () => {
    const { portfolio, events, balances } = setup()
    const off = portfolio.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(balances).toHaveBeenCalledTimes(1)
    events.emit('TRANSACTION_SENT', {
      namespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      hash: '0x1',
      from: address,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(balances).toHaveBeenCalledTimes(2)
    expect(balances.mock.calls[1]?.[1]).toMatchObject({ force: true })
    events.emit('TRANSACTION_SETTLED', {
      namespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      hash: '0x1',
      from: address,
      outcome: 'confirmed',
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(balances).toHaveBeenCalledTimes(3)
    expect(balances.mock.calls[2]?.[1]).toMatchObject({ force: true })
    off()
    events.emit('TRANSACTION_SENT', {
      namespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      hash: '0x2',
      from: address,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(balances).toHaveBeenCalledTimes(3)
  })

  it('hands a load under way to a view that subscribes right after the last one left (Account, then Send), and drops it when none does', async () => {
    const { portfolio, balances } = setup()
    let answer: (tokens: TokenBalance[]) => void = () => {}
    const signals: (AbortSignal | undefined)[] = []
    balances.mockImplementation(
      (_address, { signal }) =>
        new Promise((resolve, reject) => {
          signals.push(signal)
          answer = resolve
          signal?.addEventListener('abort', () => reject(new Error('aborted')))
        }),
    )
    const leave = portfolio.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(portfolio.getState().status).toBe('loading')
    leave()
    const stay = portfolio.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(signals[0]?.aborted).toBe(false)
    answer([eth])
    await vi.advanceTimersByTimeAsync(0)
    expect(balances).toHaveBeenCalledTimes(1)
    expect(portfolio.getState()).toEqual({ tokens: [eth], status: 'ready' })
    // Forced again, then left with no view to take it: the load is aborted by the next task.
    void portfolio.refresh(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(balances).toHaveBeenCalledTimes(2)
    stay()
    expect(signals[1]?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(signals[1]?.aborted).toBe(true)
  })

  it('loads again when the account leaves and comes back while its load is under way (the aborted load is not taken over)', async () => {
    const { portfolio, balances, accounts } = setup()
    const signals: (AbortSignal | undefined)[] = []
    balances.mockImplementation((_address, { signal }) => {
      signals.push(signal)
      if (signals.length > 1) return Promise.resolve([eth])
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new Error('aborted')))
      })
    })
    portfolio.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(portfolio.getState().status).toBe('loading')
    const connected = accounts.getState()
    // In one task, as a resync that clears the account and sets it again does.
    accounts.setState({ byNamespace: { eip155: { ...emptyAccountState } } })
    accounts.setState(connected)
    await vi.advanceTimersByTimeAsync(0)
    expect(signals[0]?.aborted).toBe(true)
    expect(balances).toHaveBeenCalledTimes(2)
    expect(portfolio.getState()).toEqual({ tokens: [eth], status: 'ready' })
  })

  it('reads the assets from wallet_getAssets when the wallet advertises assetDiscovery, priced by the API', async () => {
    const dgt = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
    const { portfolio, balances, prices } = setup(async (method) => {
      if (method === 'wallet_getCapabilities') return { '0x7a69': { assetDiscovery: { supported: true } } }
      return {
        '0x7a69': [
          { address: 'native', balance: '0xde0b6b3a7640000', type: 'native' },
          {
            address: dgt,
            balance: '0x1bc16d674ec80000',
            type: 'erc20',
            metadata: { name: 'Dev', symbol: 'DGT', decimals: 18, price: 1 },
          },
          { address: '0x1', balance: 'lots', type: 'erc20' },
          {
            address: dgt.replace('5', '6'),
            balance: '0x5',
            type: 'erc20',
            metadata: { name: 'Points', symbol: 'PTS', decimals: 0 },
          },
        ],
      }
    })
    await portfolio.refresh()
    expect(balances).not.toHaveBeenCalled()
    expect(prices).toHaveBeenCalledWith(
      ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      expect.anything(),
    )
    expect(
      portfolio.getState().tokens.map((token) => [token.symbol, token.quantity.numeric, token.value]),
    ).toEqual([
      ['ETH', '1', 3000],
      ['DGT', '2', 2],
    ])
  })

  it('falls back to the API when the wallet answers 4200', async () => {
    const { portfolio, balances, request } = setup()
    await portfolio.refresh()
    expect(request).toHaveBeenCalled()
    expect(balances).toHaveBeenCalledTimes(1)
    expect(portfolio.getState().status).toBe('ready')
  })
})
