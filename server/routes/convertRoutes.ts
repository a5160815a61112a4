import type { Context } from 'hono'
import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import { gasPriceNetworkNotSupported } from '../../core/errors/messages/gasPriceNetworkNotSupported.js'
import { swapsNetworkNotSupported } from '../../core/errors/messages/swapsNetworkNotSupported.js'
import type { AppDeps } from '../app/AppDeps.js'
import type { AppEnv } from '../app/AppEnv.js'
import type { Route } from '../app/Route.js'
import { SPEC_SWAP_CHAINS } from '../chainData/swaps/SPEC_SWAP_CHAINS.js'
import type { SwapCall } from '../chainData/swaps/SwapCall.js'
import type { SwapProvider } from '../chainData/swaps/SwapProvider.js'
import { errorResponse } from '../http/errorResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { readCappedText } from '../http/readCappedText.js'
import { askProvider } from './askProvider.js'

const EIP155_ACCOUNT = /^(eip155:\d{1,20}):(0x[0-9a-fA-F]{40})$/
const AMOUNT = /^\d{1,78}$/
const MAX_BODY = 4 * 1024
const MAX_SLIPPAGE = 50

type Failed = { readonly reason: string; readonly status?: number }
type Account = { readonly chainId: string; readonly address: string }

const account = (value: unknown, name: string): Account | Failed => {
  const match = typeof value === 'string' ? EIP155_ACCOUNT.exec(value) : null
  return match
    ? { chainId: match[1]!, address: match[2]! }
    : { reason: `Invalid ${name}: expected an eip155 CAIP-10 address` }
}
const amount = (value: unknown, name: string, optional = false): { readonly value?: bigint } | Failed => {
  if (optional && (value === undefined || value === null || value === '')) return {}
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text !== 'string' || !AMOUNT.test(text) || BigInt(text) >= 2n ** 256n)
    return { reason: `Invalid ${name}: expected an integer amount in base units` }
  if (BigInt(text) === 0n && !optional) return { reason: `Invalid ${name}: must be above 0` }
  return { value: BigInt(text) }
}
const failed = (value: object): value is Failed => 'reason' in value
const txJson = (call: SwapCall) => ({
  from: call.from,
  to: call.to,
  data: call.data,
  value: call.value.toString(),
  eip155: {
    gasPrice: call.gasPrice.toString(),
    ...(call.gas === undefined ? {} : { gas: call.gas.toString() }),
  },
})

/** The swap API (spec section 7, /v1/convert/*) over the chain data provider's SwapProvider. */
export function convertRoutes(deps: AppDeps): Route[] {
  const swaps: SwapProvider | undefined = deps.chainData.swaps
  /** A chain the server swaps on; the spec's networks without a provider here answer 502. */
  const checkChain = (chainId: string, unsupported = swapsNetworkNotSupported): Failed | undefined => {
    if (swaps?.chains().includes(chainId)) return undefined
    if (SPEC_SWAP_CHAINS.includes(chainId)) return { reason: 'Chain data unavailable', status: 502 }
    return { reason: unsupported }
  }
  const refuse = (problem: Failed) => errorResponse(problem.status ?? 400, problem.reason)
  const ask = <T>(
    c: Context<AppEnv>,
    what: string,
    run: (signal: AbortSignal, provider: SwapProvider) => Promise<T>,
  ) => askProvider(deps, c, what, (signal) => run(signal, swaps!))
  /** from, to and userAddress: CAIP-10 on one chain the server swaps on. */
  const trade = (input: Record<string, unknown>) => {
    const from = account(input.from, 'from')
    if (failed(from)) return from
    const to = account(input.to, 'to')
    if (failed(to)) return to
    const user = account(input.userAddress, 'userAddress')
    if (failed(user)) return user
    if (to.chainId !== from.chainId || user.chainId !== from.chainId)
      return { reason: 'from, to and userAddress must be on one chain' }
    if (from.address.toLowerCase() === to.address.toLowerCase())
      return { reason: 'from and to are the same token' }
    const chain = checkChain(from.chainId)
    if (chain) return chain
    return { chainId: from.chainId, from: from.address, to: to.address, user: user.address }
  }
  const chainParam = (c: Context<AppEnv>, unsupported?: string): Failed | { readonly chainId: string } => {
    const chainId = c.get('query').get('chainId') ?? ''
    if (!isCaipNetworkId(chainId)) return { reason: 'Invalid chainId: expected a CAIP-2 network id' }
    return checkChain(chainId, unsupported) ?? { chainId }
  }
  return [
    {
      method: 'GET',
      path: '/api/v1/convert/tokens',
      handle: async (c) => {
        const chain = chainParam(c)
        if (failed(chain)) return refuse(chain)
        const answer = await ask(c, 'swap tokens', (signal, provider) =>
          provider.tokens(chain.chainId, { signal }),
        )
        if ('failed' in answer) return answer.failed
        return jsonResponse({ tokens: answer.value.map((token) => ({ ...token, eip2612: false })) })
      },
    },
    {
      method: 'GET',
      path: '/api/v1/convert/quotes',
      handle: async (c) => {
        const query = Object.fromEntries(c.get('query'))
        const pair = trade(query)
        if (failed(pair)) return refuse(pair)
        const size = amount(query.amount, 'amount')
        if (failed(size)) return refuse(size)
        const price = amount(query.gasPrice, 'gasPrice', true)
        if (failed(price)) return refuse(price)
        const answer = await ask(c, 'swap quote', (signal, provider) =>
          provider.quote({ ...pair, amount: size.value!, signal }),
        )
        if ('failed' in answer) return answer.failed
        const quote = answer.value
        return jsonResponse({
          quotes: [
            {
              id: null,
              fromAmount: quote.fromAmount.toString(),
              fromAccount: query.from,
              toAmount: quote.toAmount.toString(),
              toAccount: query.to,
              priceImpact: Number(quote.priceImpact.toFixed(4)),
              gasLimit: quote.gasLimit.toString(),
              ...(price.value === undefined ? {} : { networkFee: (quote.gasLimit * price.value).toString() }),
            },
          ],
        })
      },
    },
    {
      method: 'GET',
      path: '/api/v1/convert/allowance',
      handle: async (c) => {
        const query = c.get('query')
        const token = account(query.get('tokenAddress'), 'tokenAddress')
        if (failed(token)) return refuse(token)
        const user = account(query.get('userAddress'), 'userAddress')
        if (failed(user)) return refuse(user)
        if (user.chainId !== token.chainId)
          return refuse({ reason: 'tokenAddress and userAddress must be on one chain' })
        const chain = checkChain(token.chainId)
        if (chain) return refuse(chain)
        const answer = await ask(c, 'swap allowance', (signal, provider) =>
          provider.allowance({ chainId: token.chainId, token: token.address, owner: user.address, signal }),
        )
        return 'failed' in answer ? answer.failed : jsonResponse({ allowance: answer.value.toString() })
      },
    },
    {
      method: 'GET',
      path: '/api/v1/convert/gas-price',
      handle: async (c) => {
        const chain = chainParam(c, gasPriceNetworkNotSupported)
        if (failed(chain)) return refuse(chain)
        const answer = await ask(c, 'gas price', (signal, provider) =>
          provider.gasPrice(chain.chainId, { signal }),
        )
        if ('failed' in answer) return answer.failed
        const standard = answer.value
        return jsonResponse({
          standard: standard.toString(),
          fast: ((standard * 11n) / 10n).toString(),
          instant: ((standard * 12n) / 10n).toString(),
        })
      },
    },
    {
      method: 'GET',
      path: '/api/v1/convert/build-approve',
      handle: async (c) => {
        const query = Object.fromEntries(c.get('query'))
        const pair = trade(query)
        if (failed(pair)) return refuse(pair)
        const size = amount(query.amount, 'amount', true)
        if (failed(size)) return refuse(size)
        const answer = await ask(c, 'swap approve', (signal, provider) =>
          provider.buildApprove({
            ...pair,
            ...(size.value === undefined ? {} : { amount: size.value }),
            signal,
          }),
        )
        return 'failed' in answer ? answer.failed : jsonResponse({ tx: txJson(answer.value) })
      },
    },
    {
      method: 'POST',
      path: '/api/v1/convert/build-transaction',
      handle: async (c) => {
        let body: unknown
        try {
          body = JSON.parse(await readCappedText(c.req.raw, MAX_BODY))
        } catch (error) {
          if (error instanceof SyntaxError) return errorResponse(400, 'Invalid JSON body')
          throw error
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          return errorResponse(400, 'Invalid JSON body')
        const input = body as Record<string, unknown>
        if (input.projectId !== undefined && input.projectId !== c.get('project').id)
          return errorResponse(400, 'Invalid projectId')
        const pair = trade(input)
        if (failed(pair)) return refuse(pair)
        const size = amount(input.amount, 'amount')
        if (failed(size)) return refuse(size)
        const slippage = typeof input.slippage === 'string' ? Number(input.slippage) : input.slippage
        if (
          typeof slippage !== 'number' ||
          !Number.isFinite(slippage) ||
          slippage < 0 ||
          slippage > MAX_SLIPPAGE
        )
          return errorResponse(400, `Invalid slippage: expected a percent from 0 to ${MAX_SLIPPAGE}`)
        const disable = input.disableEstimate ?? false
        if (typeof disable !== 'boolean')
          return errorResponse(400, 'Invalid disableEstimate: expected true or false')
        const answer = await ask(c, 'swap transaction', (signal, provider) =>
          provider.buildTransaction({ ...pair, amount: size.value!, slippage, estimate: !disable, signal }),
        )
        return 'failed' in answer ? answer.failed : jsonResponse({ tx: txJson(answer.value) })
      },
    },
  ]
}
