import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvalidChainDataRequest } from './chainData/InvalidChainDataRequest.js'
import type { OnrampProvider } from './onramp/OnrampProvider.js'
import { startServer } from './test/startServer.js'

const q = 'projectId=p1&st=gangway&sv=0.1.0'
let bare: Awaited<ReturnType<typeof startServer>>
let failing: Awaited<ReturnType<typeof startServer>>
const seen: unknown[] = []
/** A provider that records what reached it and fails as a real one can: down (502) or refusing the request (400). */
const provider: OnrampProvider = {
  async options() {
    throw new Error('provider down')
  },
  async quote(request) {
    seen.push(request)
    throw new InvalidChainDataRequest('USDC is not sold on eip155:10')
  },
  async checkoutUrl(request) {
    seen.push(request)
    return 'https://checkout.example/buy?session=1'
  },
}

beforeAll(async () => {
  ;[bare, failing] = await Promise.all([
    startServer({ projects: [{ id: 'p1' }] }),
    startServer({ projects: [{ id: 'p1' }], onramp: provider }),
  ])
})
afterAll(async () => {
  await Promise.all([bare?.stop(), failing?.stop()])
})

const post = async (base: string, path: string, body: unknown) => {
  const response = await fetch(`${base}/gangway/api${path}?${q}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return [response.status, await response.json()]
}

describe('the on-ramp routes', () => {
  it('answer 503 without a provider (the widget falls back), after checking the body', async () => {
    const options = await fetch(`${bare.url}/gangway/api/v1/onramp/options?${q}`)
    expect([options.status, await options.json()]).toEqual([503, { error: 'On-ramp not configured' }])
    expect(await post(bare.url, '/v1/onramp/quote', { amount: 1 })).toEqual([
      400,
      { error: 'Invalid purchaseCurrency: expected a currency id such as USDC' },
    ])
    expect(
      await post(bare.url, '/v1/onramp/quote', {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: 20,
        network: 'eip155:1',
      }),
    ).toEqual([503, { error: 'On-ramp not configured' }])
  })

  it('give the provider only checked requests: 502 when it fails, 400 with its reason when it refuses, the link it makes', async () => {
    const options = await fetch(`${failing.url}/gangway/api/v1/onramp/options?${q}`)
    expect([options.status, await options.json()]).toEqual([502, { error: 'Chain data unavailable' }])
    expect(failing.errors).toHaveLength(1)
    expect(
      await post(failing.url, '/v1/onramp/quote', {
        purchaseCurrency: { id: 'usdc' },
        paymentCurrency: { id: 'USD' },
        amount: 20.5,
        network: 'eip155:10',
      }),
    ).toEqual([400, { error: 'USDC is not sold on eip155:10' }])
    const wallet = '0x1111111111111111111111111111111111111111'
    expect(
      await post(failing.url, '/v1/generators/onrampurl', {
        destinationWallets: [{ address: wallet, supportedNetworks: ['eip155:1'], assets: ['USDC'] }],
        partnerUserId: wallet,
        presetFiatAmount: 25,
        extra: 'dropped',
      }),
    ).toEqual([200, { url: 'https://checkout.example/buy?session=1' }])
    expect(seen).toEqual([
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20.5', network: 'eip155:10' },
      {
        destinationWallets: [{ address: wallet, blockchains: ['eip155:1'], assets: ['USDC'] }],
        partnerUserId: wallet,
        presetFiatAmount: 25,
      },
    ])
    const tooBig = await fetch(`${failing.url}/gangway/api/v1/onramp/quote?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(9_000) }),
    })
    expect(tooBig.status).toBe(413)
    const get = await fetch(`${failing.url}/gangway/api/v1/onramp/quote?${q}`)
    expect(get.status).toBe(405)
  })
})
