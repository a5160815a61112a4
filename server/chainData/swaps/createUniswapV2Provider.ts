import { swapsNetworkNotSupported } from '../../../core/errors/messages/swapsNetworkNotSupported.js'
import { callJsonRpc } from '../callJsonRpc.js'
import { InvalidChainDataRequest } from '../InvalidChainDataRequest.js'
import { decodeWords } from './decodeWords.js'
import { encodeAbiCall } from './encodeAbiCall.js'
import type { SwapCall } from './SwapCall.js'
import type { SwapPair } from './SwapPair.js'
import type { SwapProvider } from './SwapProvider.js'
import type { UniswapV2Chain } from './UniswapV2Chain.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const ZERO = `0x${'0'.repeat(40)}`
const MAX_UINT = 2n ** 256n - 1n
const DEADLINE_S = 1_200n
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const selectors = {
  getAmountsOut: '0xd06ca61f',
  allowance: '0xdd62ed3e',
  approve: '0x095ea7b3',
  ethForTokens: '0x7ff36ab5',
  tokensForEth: '0x18cbafe5',
  tokensForTokens: '0x38ed1739',
  getReserves: '0x0902f1ac',
  getPair: '0xe6a43905',
} as const

const quantity = (value: unknown, what: string) => {
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw new Error(`${what}: not a quantity`)
  return BigInt(value)
}
const hex = (value: bigint) => `0x${value.toString(16)}`
const lower = (address: string) => address.toLowerCase()

/**
 * Swaps over Uniswap V2 deployments through the chains' JSON-RPC (no SDK): the direct pool, else through the
 * wrapped native coin; quotes from the router's getAmountsOut, price impact from the pools' reserves, gas from
 * eth_estimateGas (a per-hop figure when the node cannot estimate, as before an approve), the router's
 * swapExact* calls with a 20-minute deadline.
 */
export function createUniswapV2Provider(options: {
  readonly chains: readonly UniswapV2Chain[]
  readonly timeoutMs?: number
  readonly maxResponseBytes?: number
}): SwapProvider {
  const chains = new Map(options.chains.map((chain) => [chain.caipNetworkId, chain]))
  const chainOf = (chainId: string) => {
    const chain = chains.get(chainId)
    if (!chain) throw new InvalidChainDataRequest(swapsNetworkNotSupported)
    return chain
  }
  const rpc = (chain: UniswapV2Chain, method: string, params: readonly unknown[], signal: AbortSignal) =>
    callJsonRpc(chain.rpcUrl, method, params, {
      signal,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: options.maxResponseBytes ?? 64 * 1024,
    })
  const call = (chain: UniswapV2Chain, to: string, data: string, signal: AbortSignal, what: string) =>
    rpc(chain, 'eth_call', [{ to, data }, 'latest'], signal).then((answer) => decodeWords(answer, what))
  const wrapped = (chain: UniswapV2Chain, address: string) =>
    lower(address) === NATIVE ? chain.weth : address

  const pairOf = async (chain: UniswapV2Chain, a: string, b: string, signal: AbortSignal) => {
    const [word] = await call(
      chain,
      chain.factory,
      encodeAbiCall(selectors.getPair, [a, b]),
      signal,
      'getPair',
    )
    const pair = `0x${(word ?? 0n).toString(16).padStart(40, '0')}`
    return pair === ZERO ? undefined : pair
  }
  const route = async (chain: UniswapV2Chain, pair: SwapPair, signal: AbortSignal) => {
    const from = wrapped(chain, pair.from)
    const to = wrapped(chain, pair.to)
    if (lower(from) === lower(to)) throw new InvalidChainDataRequest('from and to are the same token')
    const direct = await pairOf(chain, from, to, signal)
    if (direct) return { path: [from, to], pools: [direct] }
    if (lower(from) !== lower(chain.weth) && lower(to) !== lower(chain.weth)) {
      const [first, second] = await Promise.all([
        pairOf(chain, from, chain.weth, signal),
        pairOf(chain, chain.weth, to, signal),
      ])
      if (first && second) return { path: [from, chain.weth, to], pools: [first, second] }
    }
    throw new InvalidChainDataRequest('No liquidity for this pair')
  }
  const midOut = async (
    chain: UniswapV2Chain,
    path: readonly string[],
    pools: readonly string[],
    amount: bigint,
    signal: AbortSignal,
  ) => {
    let out = Number(amount)
    for (const [index, pool] of pools.entries()) {
      const [reserve0 = 0n, reserve1 = 0n] = await call(
        chain,
        pool,
        selectors.getReserves,
        signal,
        'getReserves',
      )
      const input = path[index]!
      const output = path[index + 1]!
      const [reserveIn, reserveOut] =
        lower(input) < lower(output) ? [reserve0, reserve1] : [reserve1, reserve0]
      if (reserveIn === 0n) return 0
      out = (out * Number(reserveOut)) / Number(reserveIn)
    }
    return out * 0.997 ** pools.length
  }
  const swapCall = (
    pair: SwapPair,
    path: readonly string[],
    amount: bigint,
    minimum: bigint,
    user: string,
    deadline: bigint,
  ) => {
    if (lower(pair.from) === NATIVE)
      return {
        data: encodeAbiCall(selectors.ethForTokens, [minimum, path, user, deadline]),
        value: amount,
      }
    const selector = lower(pair.to) === NATIVE ? selectors.tokensForEth : selectors.tokensForTokens
    return { data: encodeAbiCall(selector, [amount, minimum, path, user, deadline]), value: 0n }
  }
  const estimate = (
    chain: UniswapV2Chain,
    { from, to, data, value }: { from: string; to: string; data: string; value: bigint },
    signal: AbortSignal,
  ) =>
    rpc(chain, 'eth_estimateGas', [{ from, to, data, value: hex(value) }], signal).then((answer) =>
      quantity(answer, 'eth_estimateGas'),
    )
  const gasPrice = (chain: UniswapV2Chain, signal: AbortSignal) =>
    rpc(chain, 'eth_gasPrice', [], signal).then((answer) => quantity(answer, 'eth_gasPrice'))
  const quote: SwapProvider['quote'] = async (request) => {
    const chain = chainOf(request.chainId)
    const { path, pools } = await route(chain, request, request.signal)
    const amounts = await call(
      chain,
      chain.router,
      encodeAbiCall(selectors.getAmountsOut, [request.amount, path]),
      request.signal,
      'getAmountsOut',
    ).catch((error: unknown) => {
      throw new InvalidChainDataRequest(`Cannot quote this amount: ${(error as Error).message}`)
    })
    const toAmount = amounts.at(-1) ?? 0n
    const ideal = await midOut(chain, path, pools, request.amount, request.signal)
    const priceImpact = ideal > 0 ? Math.max(0, (1 - Number(toAmount) / ideal) * 100) : 0
    const { data, value } = swapCall(request, path, request.amount, 0n, request.user, MAX_UINT)
    const gasLimit = await estimate(
      chain,
      { from: request.user, to: chain.router, data, value },
      request.signal,
    ).catch(() => 110_000n + 40_000n * BigInt(pools.length))
    return { fromAmount: request.amount, toAmount, priceImpact, gasLimit, path }
  }
  return {
    chains: () => [...chains.keys()],
    async tokens(chainId) {
      const chain = chainOf(chainId)
      const native = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
      return [
        { address: `${chainId}:${NATIVE}`, ...native },
        ...chain.tokens.map((token) => ({ ...token, address: `${chainId}:${token.address}` })),
      ]
    },
    quote,
    async allowance({ chainId, token, owner, signal }) {
      const chain = chainOf(chainId)
      if (lower(token) === NATIVE) return MAX_UINT
      const [allowed = 0n] = await call(
        chain,
        token,
        encodeAbiCall(selectors.allowance, [owner, chain.router]),
        signal,
        'allowance',
      )
      return allowed
    },
    gasPrice: (chainId, { signal }) => gasPrice(chainOf(chainId), signal),
    async buildApprove(request): Promise<SwapCall> {
      const chain = chainOf(request.chainId)
      if (lower(request.from) === NATIVE)
        throw new InvalidChainDataRequest('The native coin needs no approve')
      const data = encodeAbiCall(selectors.approve, [chain.router, request.amount ?? MAX_UINT])
      const [price, gas] = await Promise.all([
        gasPrice(chain, request.signal),
        estimate(chain, { from: request.user, to: request.from, data, value: 0n }, request.signal).catch(
          () => 60_000n,
        ),
      ])
      return { from: request.user, to: request.from, data, value: 0n, gas, gasPrice: price }
    },
    async buildTransaction(request): Promise<SwapCall> {
      const chain = chainOf(request.chainId)
      const [quoted, block, price] = await Promise.all([
        quote(request),
        rpc(chain, 'eth_getBlockByNumber', ['latest', false], request.signal),
        gasPrice(chain, request.signal),
      ])
      const time = quantity((block as { timestamp?: unknown } | null)?.timestamp, 'block timestamp')
      const minimum = (quoted.toAmount * BigInt(10_000 - Math.round(request.slippage * 100))) / 10_000n
      const { data, value } = swapCall(
        request,
        quoted.path,
        request.amount,
        minimum,
        request.user,
        time + DEADLINE_S,
      )
      const base = { from: request.user, to: chain.router, data, value, gasPrice: price }
      if (!request.estimate) return base
      const gas = await estimate(chain, base, request.signal).catch((error: unknown) => {
        throw new InvalidChainDataRequest(`Gas estimate failed: ${(error as Error).message}`)
      })
      return { ...base, gas }
    },
  }
}
