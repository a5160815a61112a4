// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, type Gangway, type PluginLoader } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createSendTestChain } from '../../tests/fixtures/createSendTestChain.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { readCheckoutMessage } from './readCheckoutMessage.js'

const loader: PluginLoader = {
  name: 'onramp',
  trigger: { feature: 'onramp' },
  load: () => import('./index.js'),
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const checkout = 'http://127.0.0.1:4999'
const options = {
  providers: [
    {
      name: 'meld',
      label: 'Meld.io',
      url: `${checkout}/meld`,
      feeRange: '1-2%',
      supportedChains: ['eip155'],
      publicKey: 'k',
    },
    {
      name: 'coinbase',
      label: 'Coinbase',
      url: `${checkout}/coinbase`,
      feeRange: '1-2%',
      supportedChains: ['eip155'],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'a', display_name: 'Devnet A', chain_id: 'eip155:31337', contract_address: '0x1' }],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '500.00' }] }],
}
type Api = Partial<Record<'options' | 'quote' | 'onrampurl', () => Response>>

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

async function show(api: Api) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const chain = createSendTestChain()
  const asked: string[] = []
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url)).pathname
    const route = /\/v1\/(?:onramp\/(options|quote)|generators\/(onrampurl))$/.exec(path)
    if (!route) return chain.fetch(url, init)
    const name = (route[1] ?? route[2]) as keyof Api
    asked.push(init?.body ? `${name} ${init.body}` : name)
    return (api[name] ?? (() => json({ error: 'down' }, 500)))()
  }) as typeof globalThis.fetch
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      fetch,
      plugins: [chain.plugin],
    },
    { loaders: [loader], env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.open()
  await gangway.connect('test-wallet', 'eip155')
  await gangway.open({ view: 'OnRampProviders' })
  await waitFor(() => expect(gangway.getState().view).toBe('OnRampProviders'))
  const View = (await gangway.stores.registry.getState().views.get('OnRampProviders')!.load())
    .default as ComponentType
  await act(async () => {
    render(
      <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
        <View />
      </GangwayContext.Provider>,
    )
  })
  return { gangway, asked }
}
const amount = () => screen.getByLabelText('Amount') as HTMLInputElement
const type = async (value: string) => act(async () => fireEvent.change(amount(), { target: { value } }))
const provider = (name: string) =>
  screen.getByRole('button', { name: `Buy with ${name}` }) as HTMLButtonElement

describe('the OnRampProviders view', () => {
  it('falls back to the spec when the options fail: meld and coinbase, card and ACH limits, USD and EUR, USDC on Ethereum and Polygon', async () => {
    const { asked } = await show({})
    await screen.findByText('The on-ramp options could not be loaded: these are the default limits.')
    expect(screen.getByText('From 10.00 to 7,500.00 USD')).toBeTruthy()
    const select = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent)
    expect(select('You buy')).toEqual(['USDC on Ethereum', 'USDC on Polygon'])
    expect(select('Pay in')).toEqual(['USD', 'EUR'])
    expect(select('Payment method')).toEqual(['Card', 'Bank (ACH)'])
    expect([provider('Meld.io').textContent, provider('Coinbase').textContent]).toEqual([
      'Meld.ioFee 1-2%USD',
      'CoinbaseFee 1-2%USD',
    ])
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'ach_bank_account' } }),
    )
    expect(screen.getByText('From 10.00 to 25,000.00 USD')).toBeTruthy()
    await type('25000.01')
    expect(screen.getByText('Enter an amount from 10.00 to 25,000.00 USD')).toBeTruthy()
    expect(provider('Meld.io').disabled).toBe(true)
    await type('abc')
    expect(screen.getByText('Enter an amount such as 100')).toBeTruthy()
    expect(asked.filter((call) => call.startsWith('quote'))).toEqual([])
  })

  it('uses the checked options, quotes once the amount settles, and shows the default quote when the quote fails', async () => {
    let quote = () =>
      json({ purchaseAmount: { amount: '24.5', currency: 'USDC' }, coinbaseFee: { amount: '0.50' } })
    const { asked } = await show({ options: () => json(options), quote: () => quote() })
    await screen.findByText('From 20.00 to 500.00 USD')
    expect(screen.queryByText(/default limits/)).toBeNull()
    await type('2')
    await type('25')
    await screen.findByText('You receive about 24.5 USDC (fee 0.50 USD)', undefined, { timeout: 3_000 })
    expect(asked.filter((call) => call.startsWith('quote'))).toEqual([
      'quote {"purchaseCurrency":{"id":"USDC"},"paymentCurrency":{"id":"USD"},"amount":"25","network":"eip155:31337"}',
    ])
    quote = () => json({ error: 'down' }, 500)
    await type('30')
    await screen.findByText('No quote right now: the provider shows the final amount.', undefined, {
      timeout: 5_000,
    })
    await type('600')
    expect(screen.getByText('Enter an amount from 20.00 to 500.00 USD')).toBeTruthy()
  })

  it('drops providers with unsafe URLs; with none left the spec fallbacks show', async () => {
    const hostile = {
      ...options,
      providers: options.providers.map((entry) => ({ ...entry, url: 'javascript:alert(1)' })),
    }
    await show({ options: () => json(hostile) })
    await screen.findByText('The on-ramp options could not be loaded: these are the default limits.')
    expect(provider('Meld.io')).toBeTruthy()
  })

  it('says when the browser blocks the window, and refuses a generated link on another origin', async () => {
    const { asked } = await show({
      options: () => json(options),
      quote: () => json({ purchaseAmount: { amount: '99', currency: 'USDC' } }),
      onrampurl: () => json({ url: 'https://elsewhere.example/buy' }),
    })
    await screen.findByText('From 20.00 to 500.00 USD')
    vi.spyOn(window, 'open').mockReturnValueOnce(null)
    await act(async () => fireEvent.click(provider('Meld.io')))
    expect(screen.getByRole('alert').textContent).toContain(
      'The browser blocked the provider window. Allow pop-ups and try again.',
    )
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } }
    popup.close.mockImplementation(() => {
      popup.closed = true
    })
    vi.spyOn(window, 'open').mockReturnValueOnce(popup as unknown as Window)
    await act(async () => fireEvent.click(provider('Coinbase')))
    await screen.findByText('The purchase failed: The provider gave a link that is not allowed')
    expect([popup.closed, popup.location.href]).toEqual([true, 'about:blank'])
    expect(JSON.parse(asked.find((call) => call.startsWith('onrampurl'))!.slice(10))).toMatchObject({
      destinationWallets: [{ blockchains: ['eip155:31337'], assets: ['USDC'] }],
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    })
  })
})

describe('readCheckoutMessage', () => {
  const order = { network: 'eip155:31337', address: '0xAbC0000000000000000000000000000000000001' }
  const good = {
    type: 'gangway:onramp',
    status: 'success',
    amount: '49',
    symbol: 'dUSD',
    hash: `0x${'a'.repeat(64)}`,
    network: 'eip155:31337',
    address: order.address.toLowerCase(),
  }
  it('accepts the purchase for this order only', () => {
    expect(readCheckoutMessage(good, order)).toEqual({
      amount: '49',
      symbol: 'dUSD',
      hash: good.hash,
      network: 'eip155:31337',
    })
    expect(readCheckoutMessage({ ...good, address: `0x${'2'.repeat(40)}` }, order)).toBeUndefined()
    expect(readCheckoutMessage({ ...good, network: 'eip155:1' }, order)).toBeUndefined()
    expect(readCheckoutMessage({ ...good, amount: '1e9' }, order)).toBeUndefined()
    expect(readCheckoutMessage({ ...good, symbol: '<b>' }, order)).toBeUndefined()
    expect(readCheckoutMessage({ ...good, type: 'other' }, order)).toBeUndefined()
    expect(readCheckoutMessage('string', order)).toBeUndefined()
  })
  it('reads a cancel as closed and a failure with its reason (unsafe reasons dropped)', () => {
    expect(readCheckoutMessage({ type: 'gangway:onramp', status: 'cancelled' }, order)).toBe('closed')
    expect(
      readCheckoutMessage({ type: 'gangway:onramp', status: 'failed', reason: 'Card declined' }, order),
    ).toEqual({
      failed: 'Card declined',
    })
    expect(
      readCheckoutMessage({ type: 'gangway:onramp', status: 'failed', reason: '<script>' }, order),
    ).toEqual({
      failed: '',
    })
  })
})
