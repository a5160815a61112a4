import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../../core/config/defaults.js'
import type { Devnet } from '../Devnet.js'
import type { LocalSolanaRpc } from '../solana/LocalSolanaRpc.js'
import { solanaDevAccounts } from '../solana/solanaDevAccounts.js'
import { startSolanaRpc } from '../solana/startSolanaRpc.js'
import { startDevnet } from '../startDevnet.js'
import type { DevServices } from './DevServices.js'
import { startDevServices } from './startDevServices.js'

let devnet: Devnet
let solana: LocalSolanaRpc
let services: DevServices

beforeAll(async () => {
  ;[devnet, solana] = await Promise.all([
    startDevnet({ chains: [{ chainId: 31337, name: 'Gangway Devnet A', swaps: false }] }),
    startSolanaRpc(),
  ])
  services = await startDevServices({ devnet, solana })
}, 60_000)
afterAll(async () => {
  await services?.stop()
  await Promise.all([devnet?.stop(), solana?.stop()])
})

// biome-ignore lint/suspicious/noExplicitAny: the answers are JSON read by the assertions
type Answer = any
const identity = new URLSearchParams({ projectId: 'p-onramp', st: SDK_TYPE, sv: SDK_VERSION })
const api = (path: string) => `${services.endpoints.api}${path}?${identity}`
const post = async (path: string, body: unknown): Promise<[number, Answer]> => {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return [response.status, await response.json()]
}
const chain = () => devnet.chains[0]!
const dusd = () => chain().tokens!.find((token) => token.symbol === 'dUSD')!
const buyer = () => devnet.accounts[3]!.address
const dusdOf = (owner: `0x${string}`) =>
  createPublicClient({ transport: http(chain().rpcUrl) }).readContract({
    address: dusd().address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const lamportsOf = async (address: string) => {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}
/** Opens a checkout link as a browser would, then presses Pay (the form's POST): the result page's message. */
const pay = async (link: string): Promise<Answer> => {
  const page = await (await fetch(link)).text()
  const session = /name="session" value="([0-9a-f]+)"/.exec(page)?.[1]
  expect(session).toBeDefined()
  const done = await fetch(new URL('pay', link), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session: session! }),
  })
  const html = await done.text()
  return { status: done.status, html, message: JSON.parse(/const result = (.*)\n/.exec(html)![1]!) }
}

describe('the on-ramp API of the dev services (spec section 7) and the dev checkout', () => {
  it('GET /v1/onramp/options: meld and coinbase at 1-2%, the spec limits, USDC on anvil, SOL on the Solana VM', async () => {
    const response = await fetch(api('/v1/onramp/options'))
    expect(response.status).toBe(200)
    const options: Answer = await response.json()
    expect(options.providers.map((p: Answer) => [p.name, p.label, p.feeRange])).toEqual([
      ['meld', 'Meld.io', '1-2%'],
      ['coinbase', 'Coinbase', '1-2%'],
    ])
    expect(new URL(options.providers[0].url).origin).toBe(services.onramp.url)
    expect(new URL(options.providers[0].url).origin).not.toBe(services.url)
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
    expect(
      options.purchaseCurrencies.map((c: Answer) => [c.id, c.networks.map((n: Answer) => n.chain_id)]),
    ).toEqual([
      ['USDC', ['eip155:31337']],
      ['SOL', [solana.chain]],
    ])
    expect(options.purchaseCurrencies[0].networks[0].contract_address).toBe(dusd().address)
  })

  it('POST /v1/onramp/quote: purchaseAmount.amount after the fee (2% under 100, 1% from 100); 400 naming each bad field', async () => {
    const [status, quote] = await post('/v1/onramp/quote', {
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'USD' },
      amount: '50',
      network: 'eip155:31337',
    })
    expect(status).toBe(200)
    expect(quote.purchaseAmount).toEqual({ amount: '49', currency: 'USDC' })
    expect(quote.coinbaseFee).toEqual({ amount: '1.00', currency: 'USD' })
    const [, sol] = await post('/v1/onramp/quote', {
      purchaseCurrency: 'SOL',
      paymentCurrency: 'EUR',
      amount: 300,
      network: solana.chain,
    })
    expect(sol.purchaseAmount).toEqual({ amount: '2.1384', currency: 'SOL' })
    const good = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'eip155:31337' }
    const bad: [Record<string, unknown> | string, number, string][] = [
      ['{', 400, 'Invalid JSON body'],
      [
        { ...good, purchaseCurrency: '<x>' },
        400,
        'Invalid purchaseCurrency: expected a currency id such as USDC',
      ],
      [{ ...good, paymentCurrency: 7 }, 400, 'Invalid paymentCurrency: expected a currency id such as USD'],
      [
        { ...good, amount: '1.234' },
        400,
        'Invalid amount: expected a decimal amount with at most 2 decimals',
      ],
      [{ ...good, amount: '0' }, 400, 'Invalid amount: must be above 0'],
      [{ ...good, network: '31337' }, 400, 'Invalid network: expected a CAIP-2 network id'],
      [{ ...good, amount: '5' }, 400, 'amount must be from 10.00 to 25000.00 USD'],
      [{ ...good, purchaseCurrency: 'BTC' }, 400, 'Unknown purchaseCurrency BTC'],
      [{ ...good, network: 'eip155:1' }, 400, 'USDC is not sold on eip155:1'],
    ]
    for (const [body, code, reason] of bad)
      expect(await post('/v1/onramp/quote', body), reason).toEqual([code, { error: reason }])
  })

  it('POST /v1/generators/onrampurl gives a checkout link on the provider origin; paying there sends the dUSD on chain', async () => {
    const before = await dusdOf(buyer())
    const [status, answer] = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer(), blockchains: ['eip155:31337'], assets: ['USDC'] }],
      partnerUserId: buyer(),
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    })
    expect(status).toBe(200)
    expect(new URL(answer.url).origin).toBe(services.onramp.url)
    const result = await pay(answer.url)
    expect(result.status).toBe(200)
    expect(result.message).toMatchObject({
      type: 'gangway:onramp',
      status: 'success',
      amount: '99',
      symbol: 'dUSD',
    })
    expect((await dusdOf(buyer())) - before).toBe(parseUnits('99', 6))
    expect((await pay(answer.url).catch(() => undefined)) ?? 'refused').toBe('refused')
    const bad: [Record<string, unknown>, string][] = [
      [{ partnerUserId: 'a' }, 'Invalid destinationWallets: expected 1 to 10 wallets'],
      [
        { destinationWallets: [{ address: 'x', blockchains: [], assets: [] }], partnerUserId: 'a' },
        'Invalid destinationWallets: each needs an address, blockchains and assets as lists of ids',
      ],
      [
        { destinationWallets: [{ address: buyer(), assets: ['USDC'] }], partnerUserId: '' },
        'Invalid partnerUserId: expected an id of 1 to 128 characters',
      ],
      [
        { destinationWallets: [{ address: buyer() }], partnerUserId: 'a', defaultExperience: 'sell' },
        "Invalid defaultExperience: expected 'send' or 'buy'",
      ],
      [
        { destinationWallets: [{ address: buyer() }], partnerUserId: 'a', presetFiatAmount: -1 },
        'Invalid presetFiatAmount: expected a number above 0',
      ],
    ]
    for (const [body, reason] of bad)
      expect(await post('/v1/generators/onrampurl', body), reason).toEqual([400, { error: reason }])
  })

  it('the meld link (publicKey, destinationCurrencyCode SOL, walletAddress, externalCustomerId) buys SOL on the Solana VM', async () => {
    const wallet = solanaDevAccounts[4]!.address
    const before = await lamportsOf(wallet)
    const link = new URL('/meld', services.onramp.url)
    link.search = new URLSearchParams({
      publicKey: services.onramp.publicKey,
      destinationCurrencyCode: 'SOL',
      walletAddress: wallet,
      externalCustomerId: 'p-onramp',
      sourceAmount: '150',
      sourceCurrencyCode: 'USD',
      network: solana.chain,
    }).toString()
    const result = await pay(link.href)
    expect(result.message).toMatchObject({
      status: 'success',
      amount: '0.99',
      symbol: 'SOL',
      address: wallet,
    })
    expect((await lamportsOf(wallet)) - before).toBe(990_000_000n)
    expect(services.onramp.purchases().map((p) => [p.provider, p.symbol, p.amount])).toEqual([
      ['coinbase', 'dUSD', '99'],
      ['meld', 'SOL', '0.99'],
    ])
    link.searchParams.set('publicKey', 'someone-else')
    const refused = await fetch(link)
    expect([refused.status, await refused.text()]).toEqual([
      400,
      expect.stringContaining('Unknown publicKey'),
    ])
  })
})
