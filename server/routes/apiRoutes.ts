import type { Context } from 'hono'
import { isCaipAddress } from '../../core/caip/isCaipAddress.js'
import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import { SDK_TYPE, SDK_VERSION } from '../../core/config/defaults.js'
import { isEvmAddress } from '../../plugins/eip155/isEvmAddress.js'
import { isSolanaAddress } from '../../plugins/solana/isSolanaAddress.js'
import type { AppDeps } from '../app/AppDeps.js'
import type { AppEnv } from '../app/AppEnv.js'
import type { Route } from '../app/Route.js'
import { errorResponse } from '../http/errorResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { readCappedText } from '../http/readCappedText.js'
import { askProvider } from './askProvider.js'
import { parsePriceRequest } from './parsePriceRequest.js'
import { withServerImages } from './withServerImages.js'

const CURRENCY = /^[a-z]{3,5}$/
const ONRAMP = /^[a-z_]{1,32}$/
const MAX_CURSOR = 512
const MAX_PRICE_BODY = 16 * 1024

type Checked = { readonly reason: string } | { readonly chainId: string | undefined }

function checkChainId(query: URLSearchParams): Checked {
  const chainId = query.get('chainId')
  if (chainId === null || chainId === '') return { chainId: undefined }
  return isCaipNetworkId(chainId) ? { chainId } : { reason: 'Invalid CAIP-2 network id' }
}

/** The blockchain API the widget calls (spec section 7) over the configured chain data provider. */
export function apiRoutes(deps: AppDeps): Route[] {
  const provider = deps.chainData
  const ask = <T>(c: Context<AppEnv>, what: string, run: (signal: AbortSignal) => Promise<T>) =>
    askProvider(deps, c, what, run)
  const baseUrl = (c: Context<AppEnv>) =>
    `${(deps.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '')}${deps.basePath}`
  const identityQuery = (c: Context<AppEnv>) =>
    new URLSearchParams({ projectId: c.get('project').id, st: SDK_TYPE, sv: SDK_VERSION })
  /** A server path of an image (from the provider) as the absolute URL the widget loads; other URLs kept. */
  const imageUrl = (c: Context<AppEnv>) => (url: string) =>
    url.startsWith('/') ? `${baseUrl(c)}${url}?${identityQuery(c)}` : url
  const tokenIcon = (c: Context<AppEnv>, symbol: string) =>
    imageUrl(c)(`/directory/public/getTokenImage/${encodeURIComponent(symbol)}`)
  const checkCursor = (
    query: URLSearchParams,
  ): { readonly reason: string } | { readonly cursor?: string } => {
    const cursor = query.get('cursor') || undefined
    return cursor !== undefined && cursor.length > MAX_CURSOR ? { reason: 'Invalid cursor' } : { cursor }
  }
  return [
    {
      method: 'GET',
      path: '/api/v1/supported-chains',
      handle: async (c) => {
        const answer = await ask(c, 'supportedChains', async () => [...(await provider.supportedChains())])
        return 'failed' in answer ? answer.failed : jsonResponse({ http: answer.value, ws: [] })
      },
    },
    {
      method: 'GET',
      path: '/api/v1/account/:address/balance',
      handle: async (c) => {
        const address = c.req.param('address') ?? ''
        if (!isEvmAddress(address) && !isSolanaAddress(address)) return errorResponse(400, 'Invalid address')
        const query = c.get('query')
        const currency = (query.get('currency') || 'usd').toLowerCase()
        if (!CURRENCY.test(currency)) return errorResponse(400, 'Invalid currency')
        const chain = checkChainId(query)
        if ('reason' in chain) return errorResponse(400, chain.reason)
        const force = query.get('forceUpdate')
        if (force !== null && force !== 'true' && force !== 'false')
          return errorResponse(400, 'Invalid forceUpdate: expected true or false')
        const answer = await ask(c, 'balances', (signal) =>
          provider.balances(address, {
            chainId: chain.chainId,
            currency,
            forceUpdate: force === 'true',
            signal,
          }),
        )
        if ('failed' in answer) return answer.failed
        const balances = answer.value.map((balance) => ({
          ...balance,
          iconUrl: balance.iconUrl ?? tokenIcon(c, balance.symbol),
        }))
        return jsonResponse({ balances })
      },
    },
    {
      method: 'GET',
      path: '/api/v1/identity/:address',
      handle: async (c) => {
        const address = c.req.param('address') ?? ''
        if (!isEvmAddress(address)) return errorResponse(400, 'Invalid address')
        const identity = provider.identity?.bind(provider)
        if (!identity) return jsonResponse({ name: null, avatar: null })
        const answer = await ask(c, 'identity', (signal) => identity(address, { signal }))
        return 'failed' in answer
          ? answer.failed
          : jsonResponse({ name: answer.value.name ?? null, avatar: answer.value.avatar ?? null })
      },
    },
    {
      method: 'GET',
      path: '/api/v1/account/:account/history',
      handle: async (c) => {
        const account = c.req.param('account') ?? ''
        if (!isEvmAddress(account) && !isSolanaAddress(account) && !isCaipAddress(account))
          return errorResponse(400, 'Invalid account')
        const query = c.get('query')
        const chain = checkChainId(query)
        if ('reason' in chain) return errorResponse(400, chain.reason)
        const paged = checkCursor(query)
        if ('reason' in paged) return errorResponse(400, paged.reason)
        const { cursor } = paged
        const onramp = query.get('onramp') || undefined
        if (onramp !== undefined && !ONRAMP.test(onramp)) return errorResponse(400, 'Invalid onramp')
        const history = provider.history?.bind(provider)
        if (!history) return jsonResponse({ data: [], next: null })
        const answer = await ask(c, 'history', (signal) =>
          history(account, { cursor, chainId: chain.chainId, onramp, signal }),
        )
        return 'failed' in answer
          ? answer.failed
          : jsonResponse({
              data: answer.value.data.map((item) => withServerImages(item, imageUrl(c))),
              next: answer.value.next ?? null,
            })
      },
    },
    {
      method: 'GET',
      path: '/api/v1/account/:address/nfts',
      handle: async (c) => {
        const address = c.req.param('address') ?? ''
        if (!isEvmAddress(address) && !isSolanaAddress(address)) return errorResponse(400, 'Invalid address')
        const query = c.get('query')
        const chain = checkChainId(query)
        if ('reason' in chain) return errorResponse(400, chain.reason)
        const paged = checkCursor(query)
        if ('reason' in paged) return errorResponse(400, paged.reason)
        const nfts = provider.nfts?.bind(provider)
        if (!nfts) return jsonResponse({ data: [], next: null })
        const answer = await ask(c, 'nfts', (signal) =>
          nfts(address, { chainId: chain.chainId, cursor: paged.cursor, signal }),
        )
        if ('failed' in answer) return answer.failed
        const toUrl = imageUrl(c)
        const data = answer.value.data.map((nft) => ({ ...nft, imageUrl: toUrl(nft.imageUrl) }))
        return jsonResponse({ data, next: answer.value.next ?? null })
      },
    },
    {
      method: 'POST',
      path: '/api/v1/fungible/price',
      handle: async (c) => {
        const body = await readCappedText(c.req.raw, MAX_PRICE_BODY)
        const request = parsePriceRequest(body, c.get('project').id)
        if ('reason' in request) return errorResponse(400, request.reason)
        const prices = provider.prices?.bind(provider)
        if (!prices) return jsonResponse({ fungibles: [] })
        const answer = await ask(c, 'prices', (signal) =>
          prices(request.addresses, { currency: request.currency, signal }),
        )
        if ('failed' in answer) return answer.failed
        const fungibles = answer.value.map((token) => ({
          address: token.address,
          name: token.name,
          symbol: token.symbol,
          iconUrl: token.iconUrl ?? tokenIcon(c, token.symbol),
          price: token.price,
        }))
        return jsonResponse({ fungibles })
      },
    },
  ]
}
