// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../../core/react/index.js'
import { createKernel, type Gangway } from '../../../entries/plugin.js'
import { createMemoryStorage } from '../../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../../tests/fixtures/testTranslator.js'
import { TokensTab } from './TokensTab.js'

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

const balance = (symbol: string, value: number, numeric: string, address?: string) => ({
  name: `${symbol} name`,
  symbol,
  chainId: 'eip155:31337',
  ...(address ? { address: `eip155:31337:${address}` } : {}),
  value,
  price: 1,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

async function renderTab(answer: () => Response | Promise<Response>) {
  const gangway = createKernel(
    {
      projectId: 'tabs-test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [createTestChainPlugin(createTestWallet({ balance: '1' }))],
      fetch: async () => answer(),
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.connect('test-wallet')
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <TokensTab />
    </GangwayContext.Provider>,
  )
  return gangway
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('TokensTab', () => {
  it('shows a skeleton, then the tokens by value with quantity floored to 3 decimals and value to 2, thousands grouped', async () => {
    let release: (response: Response) => void = () => {}
    const gate = new Promise<Response>((resolve) => {
      release = resolve
    })
    const gangway = await renderTab(() => gate)
    expect(screen.getByRole('status').textContent).toContain('Loading tokens')
    await act(async () =>
      release(
        json({
          balances: [
            balance('DGT', 12.5, '12.5999', '0x5fbdb2315678afecb367f032d93f642f64180aa3'),
            balance('ETH', 3000.456, '1.00099'),
          ],
        }),
      ),
    )
    const rows = await screen.findAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'EETH name1.000 ETH$3,000.46',
      'DDGT name12.599 DGT$12.50',
    ])
    const account = gangway.stores.accounts.getState().byNamespace.eip155
    expect(account?.tokenBalance.map((token) => token.symbol)).toEqual(['ETH', 'DGT'])
  })

  it("shows 'Token Balance Unavailable' when the API fails", async () => {
    const gangway = await renderTab(() => json({ error: 'bad' }, 400))
    expect((await screen.findByRole('alert')).textContent).toContain('Token Balance Unavailable')
    await vi.waitFor(() =>
      expect(gangway.stores.notifications.getState().current).toMatchObject({
        message: 'Token Balance Unavailable',
        variant: 'error',
      }),
    )
  })

  it('says so when the account holds no token', async () => {
    await renderTab(() => json({ balances: [] }))
    expect(await screen.findByText('No tokens on this network yet.')).toBeTruthy()
  })
})
