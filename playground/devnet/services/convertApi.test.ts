import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../../core/config/defaults.js'
import type { Devnet } from '../Devnet.js'
import { startDevnet } from '../startDevnet.js'
import { uniswapArtifacts } from '../uniswap/uniswapArtifacts.js'
import type { DevServices } from './DevServices.js'
import { startDevServices } from './startDevServices.js'

let devnet: Devnet
let services: DevServices

beforeAll(async () => {
  devnet = await startDevnet({
    chains: [
      { chainId: 31337, name: 'Gangway Devnet A' },
      { chainId: 31338, name: 'Gangway Devnet B', swaps: false },
    ],
  })
  services = await startDevServices({ devnet })
})
afterAll(async () => {
  await services?.stop()
  await devnet?.stop()
})

// biome-ignore lint/suspicious/noExplicitAny: the answers are JSON read by the assertions
type Answer = any
const UNSUPPORTED = 'Network not supported for Swaps'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const identity = { projectId: 'p-convert', st: SDK_TYPE, sv: SDK_VERSION }
const caip = (address: string, chainId = 31337) => `eip155:${chainId}:${address}`
const chain = () => devnet.chains[0]!
const dgt = () => caip(chain().tokens![0]!.address)
const dusd = () => caip(chain().tokens![1]!.address)
const eth = caip(NATIVE)
const user = (index: number) => devnet.accounts[index]!

async function get(path: string, query: Record<string, string>): Promise<[number, Answer]> {
  const url = `${services.endpoints.api}${path}?${new URLSearchParams({ ...identity, ...query })}`
  const response = await fetch(url)
  return [response.status, await response.json()]
}
async function post(body: unknown, query: Record<string, string> = identity): Promise<[number, Answer]> {
  const response = await fetch(
    `${services.endpoints.api}/v1/convert/build-transaction?${new URLSearchParams(query)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  )
  return [response.status, await response.json()]
}
const reader = () => createPublicClient({ transport: http(chain().rpcUrl), pollingInterval: 10 })
const routerQuote = (amount: bigint, path: string[]) =>
  reader().readContract({
    address: chain().swaps!.router,
    abi: uniswapArtifacts.router.abi,
    functionName: 'getAmountsOut',
    args: [amount, path],
  }) as Promise<bigint[]>
async function send(
  index: number,
  tx: { to: string; data: string; value: string; eip155: { gas?: string } },
) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(user(index).privateKey),
    transport: http(chain().rpcUrl),
  })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: tx.to as `0x${string}`,
    data: tx.data as `0x${string}`,
    value: BigInt(tx.value),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  return reader().waitForTransactionReceipt({ hash })
}
const balanceOf = (token: string, index: number) =>
  reader().readContract({
    address: token.split(':')[2] as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [user(index).address],
  })

describe('the swap API (/v1/convert/*) over the devnet Uniswap V2', () => {
  it('lists the native coin and the pooled tokens of a swap chain; other networks are refused with the spec message', async () => {
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:31337' })).toEqual([
      200,
      {
        tokens: [
          { address: eth, name: 'Ether', symbol: 'ETH', decimals: 18, eip2612: false },
          { address: dgt(), name: 'Gangway Dev Token', symbol: 'DGT', decimals: 18, eip2612: false },
          { address: dusd(), name: 'Dev USD', symbol: 'dUSD', decimals: 6, eip2612: false },
        ],
      },
    ])
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:31338' })).toEqual([
      400,
      { error: UNSUPPORTED },
    ])
    expect(await get('/v1/convert/gas-price', { chainId: 'eip155:5' })).toEqual([
      400,
      { error: 'Network not supported for Gas Price' },
    ])
    expect(await get('/v1/convert/tokens', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual([
      400,
      { error: UNSUPPORTED },
    ])
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:1' })).toEqual([
      502,
      { error: 'Chain data unavailable' },
    ])
    expect(await get('/v1/convert/tokens', { chainId: '31337' })).toEqual([
      400,
      { error: 'Invalid chainId: expected a CAIP-2 network id' },
    ])
    const response = await fetch(`${services.endpoints.api}/v1/convert/tokens?chainId=eip155:31337`)
    expect(response.status).toBe(400)
  })

  it('quotes the router amounts out, with the price impact and the network fee at the given gas price', async () => {
    const [, gas] = await get('/v1/convert/gas-price', { chainId: 'eip155:31337' })
    const standard = BigInt(gas.standard)
    expect(standard).toBeGreaterThan(0n)
    expect(BigInt(gas.fast)).toBeGreaterThanOrEqual(standard)
    const amount = parseEther('1')
    const [status, body] = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: caip(user(4).address),
      from: eth,
      to: dgt(),
      gasPrice: gas.standard,
    })
    expect(status).toBe(200)
    const [quote] = body.quotes
    const [, expected] = await routerQuote(amount, [chain().swaps!.weth, chain().tokens![0]!.address])
    expect(quote).toMatchObject({
      fromAmount: amount.toString(),
      fromAccount: eth,
      toAmount: expected!.toString(),
      toAccount: dgt(),
    })
    expect(quote.priceImpact).toBeCloseTo(100 / 101, 1)
    expect(BigInt(quote.networkFee)).toBe(BigInt(quote.gasLimit) * standard)
    expect(Number(quote.gasLimit)).toBeGreaterThan(21_000)
    const [, small] = await get('/v1/convert/quotes', {
      amount: parseUnits('10', 6).toString(),
      userAddress: caip(user(4).address),
      from: dusd(),
      to: dgt(),
    })
    expect(Number(formatUnits(BigInt(small.quotes[0].toAmount), 18))).toBeCloseTo(9.97, 2)
    expect(small.quotes[0].priceImpact).toBeLessThan(0.01)
    expect(small.quotes[0].networkFee).toBeUndefined()
  })

  it('refuses quotes with bad parameters, each with its reason', async () => {
    const good = { amount: '1000', userAddress: caip(user(4).address), from: eth, to: dgt() }
    const reasons = await Promise.all(
      [
        { ...good, amount: '0' },
        { ...good, amount: '1.5' },
        { ...good, amount: '' },
        { ...good, from: 'eth' },
        { ...good, to: caip(chain().tokens![0]!.address, 31338) },
        { ...good, to: eth },
        { ...good, userAddress: user(4).address },
        { ...good, gasPrice: '-1' },
        {
          ...good,
          from: caip(NATIVE, 31338),
          to: caip(chain().tokens![0]!.address, 31338),
          userAddress: caip(user(4).address, 31338),
        },
      ].map((query) => get('/v1/convert/quotes', query)),
    )
    expect(reasons).toEqual([
      [400, { error: 'Invalid amount: must be above 0' }],
      [400, { error: 'Invalid amount: expected an integer amount in base units' }],
      [400, { error: 'Invalid amount: expected an integer amount in base units' }],
      [400, { error: 'Invalid from: expected an eip155 CAIP-10 address' }],
      [400, { error: 'from, to and userAddress must be on one chain' }],
      [400, { error: 'from and to are the same token' }],
      [400, { error: 'Invalid userAddress: expected an eip155 CAIP-10 address' }],
      [400, { error: 'Invalid gasPrice: expected an integer amount in base units' }],
      [400, { error: UNSUPPORTED }],
    ])
    const pts = caip(chain().tokens![2]!.address)
    expect(await get('/v1/convert/quotes', { ...good, to: pts })).toEqual([
      400,
      { error: 'No liquidity for this pair' },
    ])
  })

  it('swaps DGT for ETH after the approve it builds: the allowance, the minimum at the slippage and the balances on chain', async () => {
    const amount = parseUnits('150', 18)
    const trade = { from: dgt(), to: eth, userAddress: caip(user(2).address) }
    const allowance = () =>
      get('/v1/convert/allowance', { tokenAddress: dgt(), userAddress: caip(user(2).address) })
    expect(await allowance()).toEqual([200, { allowance: '0' }])
    const [refused, why] = await post({ ...trade, amount: amount.toString(), slippage: 1 })
    expect(refused).toBe(400)
    expect(why.error).toMatch(/^Gas estimate failed: .*(allowance|TRANSFER_FROM_FAILED|revert)/i)
    const [, approve] = await get('/v1/convert/build-approve', { ...trade, amount: amount.toString() })
    expect(approve.tx).toMatchObject({ from: user(2).address, to: chain().tokens![0]!.address, value: '0' })
    expect((await send(2, approve.tx)).status).toBe('success')
    expect(await allowance()).toEqual([200, { allowance: amount.toString() }])
    const [, quoted] = await get('/v1/convert/quotes', { ...trade, amount: amount.toString() })
    const [status, built] = await post({
      ...trade,
      amount: amount.toString(),
      slippage: 1,
      disableEstimate: false,
      projectId: 'p-convert',
    })
    expect(status).toBe(200)
    expect(built.tx).toMatchObject({ from: user(2).address, to: chain().swaps!.router, value: '0' })
    expect(BigInt(built.tx.eip155.gas)).toBeGreaterThan(21_000n)
    const [dgtBefore, ethBefore] = [
      await balanceOf(dgt(), 2),
      await reader().getBalance({ address: user(2).address }),
    ]
    const receipt = await send(2, built.tx)
    expect(receipt.status).toBe('success')
    const [dgtAfter, ethAfter] = [
      await balanceOf(dgt(), 2),
      await reader().getBalance({ address: user(2).address }),
    ]
    expect(dgtBefore - dgtAfter).toBe(amount)
    const received = ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice
    expect(received).toBe(BigInt(quoted.quotes[0].toAmount))
    expect(Number(formatUnits(received, 18))).toBeCloseTo(150 / 3000, 2)
  })

  it('builds an ETH to dUSD swap that pays the value and gets at least the minimum', async () => {
    const trade = {
      from: eth,
      to: dusd(),
      userAddress: caip(user(4).address),
      amount: parseEther('0.5').toString(),
    }
    const [, quoted] = await get('/v1/convert/quotes', trade)
    const [status, built] = await post({ ...trade, slippage: '0.5', disableEstimate: true })
    expect(status).toBe(200)
    expect(built.tx.value).toBe(trade.amount)
    expect(built.tx.eip155.gas).toBeUndefined()
    const before = await balanceOf(dusd(), 4)
    expect((await send(4, built.tx)).status).toBe('success')
    expect(await balanceOf(dusd(), 4)).toBe(before + BigInt(quoted.quotes[0].toAmount))
  })

  it('refuses a bad build-transaction body or approve, each with its reason', async () => {
    const good = { from: dgt(), to: eth, userAddress: caip(user(4).address), amount: '1000', slippage: 1 }
    const answers = await Promise.all([
      post('{"from":'),
      post([good]),
      post({ ...good, slippage: 80 }),
      post({ ...good, slippage: 'one' }),
      post({ ...good, disableEstimate: 'yes' }),
      post({ ...good, amount: undefined }),
      post({ ...good, projectId: 'someone-else' }),
      get('/v1/convert/build-approve', { from: eth, to: dgt(), userAddress: caip(user(4).address) }),
      get('/v1/convert/allowance', { tokenAddress: dgt(), userAddress: caip(user(4).address, 31338) }),
    ])
    expect(answers).toEqual([
      [400, { error: 'Invalid JSON body' }],
      [400, { error: 'Invalid JSON body' }],
      [400, { error: 'Invalid slippage: expected a percent from 0 to 50' }],
      [400, { error: 'Invalid slippage: expected a percent from 0 to 50' }],
      [400, { error: 'Invalid disableEstimate: expected true or false' }],
      [400, { error: 'Invalid amount: expected an integer amount in base units' }],
      [400, { error: 'Invalid projectId' }],
      [400, { error: 'The native coin needs no approve' }],
      [400, { error: 'tokenAddress and userAddress must be on one chain' }],
    ])
  })
})
