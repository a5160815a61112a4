// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Gangway } from '../../../entries/plugin.js'
import { type ApiServer, startApiServer } from '../../../tests/fixtures/startApiServer.js'
import { renderAccountPanel } from '../test/renderAccountPanel.js'
import { ActivityTab } from './ActivityTab.js'

const chainId = 'eip155:31337'
const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NOW = new Date('2026-03-01T12:00:00').getTime()
const MINUTE = 60_000
const DAY = 86_400_000
let api: ApiServer
const made: Gangway[] = []

interface Options {
  readonly chain?: string
  readonly direction?: 'in' | 'out'
  readonly transfers?: readonly unknown[]
}

const fungible = (numeric: string, direction: 'in' | 'out', value?: number) => ({
  direction,
  quantity: { numeric },
  ...(value === undefined ? {} : { value }),
  fungible_info: { name: 'DevToken', symbol: 'DGT' },
})
const nftTransfer = (name: string, spam: boolean) => ({
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name, flags: { is_spam: spam } },
})

const tx = (n: number, minedAt: number, numeric: string, options: Options = {}) => {
  const direction = options.direction ?? 'out'
  const hash = `0x${n.toString(16).padStart(64, '0')}`
  return {
    id: `${chainId}:${hash}`,
    metadata: {
      minedAt: new Date(minedAt).toISOString(),
      chain: options.chain ?? chainId,
      operationType: direction === 'out' ? 'send' : 'receive',
      status: 'confirmed',
      sentFrom: direction === 'out' ? me : other,
      sentTo: direction === 'out' ? other : me,
      hash,
    },
    transfers: options.transfers ?? [fungible(numeric, direction)],
  }
}

const history = (data: readonly unknown[], next: string | null = null) => ({ json: { data, next } })
const historyRequests = () => api.requests.filter((url) => url.pathname.endsWith('/history'))
const rows = () => screen.queryAllByRole('listitem').map((row) => row.textContent)

/** A stand-in for the browser's IntersectionObserver: the test says when the sentinel comes into view. */
const observers: { callback: IntersectionObserverCallback; target?: Element; disconnected: boolean }[] = []
class FakeObserver {
  readonly entry: (typeof observers)[number]
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false }
    observers.push(this.entry)
  }
  observe(target: Element) {
    this.entry.target = target
  }
  disconnect() {
    this.entry.disconnected = true
  }
}
/** Waits for the list's observer (a passive effect, set up after the rows render) and shows it the sentinel. */
const sentinelSeen = async () => {
  const live = await waitFor(() => {
    const found = observers.filter((observer) => !observer.disconnected).at(-1)
    if (!found?.target) throw new Error('nothing observes the sentinel')
    return found
  })
  act(() =>
    live.callback(
      [{ isIntersecting: true, target: live.target } as IntersectionObserverEntry],
      live as unknown as IntersectionObserver,
    ),
  )
}

beforeAll(async () => {
  api = await startApiServer()
})
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
  observers.length = 0
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

describe('ActivityTab', () => {
  it('groups the transactions by year then month, newest first, under the month name', async () => {
    api.answer = () =>
      history([
        tx(1, new Date('2025-03-10T12:00:00').getTime(), '1'),
        tx(2, new Date('2026-01-20T12:00:00').getTime(), '2'),
        tx(3, new Date('2025-12-05T12:00:00').getTime(), '3'),
        tx(4, new Date('2026-01-02T12:00:00').getTime(), '4'),
      ])
    await renderAccountPanel(<ActivityTab />, { api: api.url, made })
    await screen.findAllByRole('listitem')
    expect(
      rows().map(
        (row) => /^[A-Z][a-z]+ \d{4}$/.exec(row ?? '')?.[0] ?? /-(\d)\.000 DGT/.exec(row ?? '')?.[1],
      ),
    ).toEqual(['January 2026', '2', '4', 'December 2025', '3', 'March 2025', '1'])
    const asked = historyRequests()[0]
    expect(asked?.pathname).toBe(`/api/v1/account/${me}/history`)
    expect(asked?.searchParams.get('chainId')).toBe(chainId)
  })

  it("labels each transaction with what it did, how long ago in the spec's units, its amount to 3 decimals and value to 2", async () => {
    api.answer = () =>
      history([
        tx(1, NOW - 5_000, '1.23456'),
        tx(2, NOW - 10 * MINUTE - 30_000, '0.0004', { direction: 'in' }),
        tx(3, NOW - 3 * 60 * MINUTE, '2'),
        tx(4, NOW - 2 * DAY, '7.5', { direction: 'in', transfers: [fungible('7.5', 'in', 12.3)] }),
      ])
    await renderAccountPanel(<ActivityTab />, { api: api.url, made })
    await screen.findAllByRole('listitem')
    expect(rows().slice(1)).toEqual([
      'DSent5 sec-1.235 DGT',
      'DReceived10 min+0.000 DGT',
      'DSent3 hr-2.000 DGT',
      'February 2026',
      'DReceived2 d+7.500 DGT$12.30',
    ])
  })

  it('labels months and years ago with mo and yr', async () => {
    api.answer = () => history([tx(1, NOW - 45 * DAY, '1'), tx(2, NOW - 400 * DAY, '1')])
    await renderAccountPanel(<ActivityTab />, { api: api.url, made })
    await screen.findAllByRole('listitem')
    expect(rows().filter((row) => row?.includes('Sent'))).toEqual([
      'DSent1 mo-1.000 DGT',
      'DSent1 yr-1.000 DGT',
    ])
  })

  it("shows only the connected chain's transactions, drops those whose transfers are all spam NFTs, and names a real NFT before a spam one (no sign: Received says it)", async () => {
    api.answer = () =>
      history([
        tx(1, NOW - 60_000, '1'),
        tx(2, NOW - 120_000, '2', { chain: 'eip155:1' }),
        tx(3, NOW - 180_000, '1', { transfers: [nftTransfer('Free Airdrop Claim #1', true)] }),
        tx(4, NOW - 240_000, '1', {
          direction: 'in',
          transfers: [nftTransfer('Free Airdrop Claim #2', true), nftTransfer('Lighthouse #2', false)],
        }),
      ])
    await renderAccountPanel(<ActivityTab />, { api: api.url, made })
    await screen.findAllByRole('listitem')
    expect(rows().slice(1)).toEqual(['DSent1 min-1.000 DGT', 'LReceived4 minLighthouse #2'])
  })

  it('loads the next page with the cursor when the end of the list comes into view', async () => {
    api.answer = (url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? history([tx(3, NOW - 3 * MINUTE, '3')])
        : history([tx(1, NOW - MINUTE, '1'), tx(2, NOW - 2 * MINUTE, '2')], 'page-2')
    await renderAccountPanel(<ActivityTab />, { api: api.url, made })
    await screen.findAllByRole('listitem')
    expect(rows()).toHaveLength(3)
    expect(historyRequests().map((url) => url.searchParams.get('cursor'))).toEqual([null])
    await sentinelSeen()
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(rows().at(-1)).toBe('DSent3 min-3.000 DGT')
    expect(historyRequests().map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2'])
    await sentinelSeen()
    expect(historyRequests()).toHaveLength(2)
  })

  it("says 'Failed to fetch transactions' and shows an empty list when the history fails", async () => {
    api.answer = () => ({ status: 400, json: { error: 'bad chainId' } })
    const gangway = await renderAccountPanel(<ActivityTab />, { api: api.url, made })
    expect(await screen.findByText('No transactions on this network yet.')).toBeTruthy()
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    await waitFor(() =>
      expect(gangway.stores.notifications.getState().current).toMatchObject({
        message: 'Failed to fetch transactions',
        variant: 'error',
      }),
    )
  })

  it('asks nothing without a connected address', async () => {
    api.answer = () => history([tx(1, NOW - MINUTE, '1')])
    await renderAccountPanel(<ActivityTab />, { api: api.url, made, connect: false })
    expect(screen.getByText('No transactions on this network yet.')).toBeTruthy()
    expect(historyRequests()).toHaveLength(0)
  })

  it('fetches the first page again when the widget sends a transaction, the sent one first', async () => {
    api.answer = () => history([tx(1, NOW - MINUTE, '1')])
    const gangway = await renderAccountPanel(<ActivityTab />, { api: api.url, made })
    await screen.findAllByRole('listitem')
    api.answer = () => history([tx(2, NOW - 2_000, '9'), tx(1, NOW - MINUTE, '1')])
    act(() =>
      gangway.events.emit('TRANSACTION_SENT', {
        namespace: 'eip155',
        caipNetworkId: chainId,
        hash: `0x${'2'.padStart(64, '0')}`,
        from: me,
      }),
    )
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(rows().slice(1)).toEqual(['DSent2 sec-9.000 DGT', 'DSent1 min-1.000 DGT'])
    expect(historyRequests()).toHaveLength(2)
  })

  it('fetches the first page again when a sent transaction settles (the chain shows it only then)', async () => {
    api.answer = () => history([tx(1, NOW - MINUTE, '1')])
    const gangway = await renderAccountPanel(<ActivityTab />, { api: api.url, made })
    await screen.findAllByRole('listitem')
    api.answer = () => history([tx(3, NOW - 1_000, '4'), tx(1, NOW - MINUTE, '1')])
    act(() =>
      gangway.events.emit('TRANSACTION_SETTLED', {
        namespace: 'eip155',
        caipNetworkId: chainId,
        hash: `0x${'3'.padStart(64, '0')}`,
        from: me,
        outcome: 'confirmed',
      }),
    )
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(rows()[1]).toBe('DSent1 sec-4.000 DGT')
    expect(historyRequests()).toHaveLength(2)
  })
})
