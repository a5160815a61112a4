import { createPublicClient, http, type PublicClient } from 'viem'
import { isCaipNetworkId } from '../../../core/index.js'
import { isEvmAddress } from '../../../plugins/eip155/index.js'
import { isSolanaAddress } from '../../../plugins/solana/index.js'
import type { DevRoute } from './DevRoute.js'
import type { DevServicesState } from './DevServicesState.js'
import { errorReply } from './errorReply.js'
import { readDevBalances } from './readDevBalances.js'

const CURRENCY_RATES: Readonly<Record<string, number>> = { usd: 1, eur: 0.92, gbp: 0.79 }

const evmAddress = (value: string): `0x${string}` =>
  (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`

/** The blockchain API paths the devnet can answer: supported chains, balances (read from the chains), identities. */
export function blockchainApiRoutes(state: DevServicesState): DevRoute[] {
  const clients = new Map<number, PublicClient>()
  const clientOf = (chainId: number, rpcUrl: string): PublicClient => {
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
      clients.set(chainId, client)
    }
    return client
  }
  return [
    {
      pattern: /^\/v1\/supported-chains$/,
      methods: ['GET'],
      handle: () => ({
        status: 200,
        json: { http: state.chains.map((chain) => `eip155:${chain.chainId}`), ws: [] },
      }),
    },
    {
      pattern: /^\/v1\/account\/([^/]+)\/balance$/,
      methods: ['GET'],
      handle: async (request, [address]) => {
        const currency = (request.query.get('currency') ?? 'usd').toLowerCase()
        const rate = CURRENCY_RATES[currency]
        if (rate === undefined) return errorReply(400, `Unsupported currency: ${currency}`)
        const chainId = request.query.get('chainId')
        if (chainId !== null && !isCaipNetworkId(chainId))
          return errorReply(400, `Invalid CAIP-2 network id: ${chainId}`)
        if (!isEvmAddress(address)) {
          return isSolanaAddress(address)
            ? { status: 200, json: { balances: [] } }
            : errorReply(400, `Invalid address: ${address}`)
        }
        const chains = state.chains.filter(
          (chain) => chainId === null || `eip155:${chain.chainId}` === chainId,
        )
        const prices = Object.fromEntries(
          Object.entries(state.prices).map(([symbol, price]) => [symbol, price * rate]),
        )
        const iconBase = `${request.baseUrl}/directory/public/getTokenImage`
        try {
          const balances = await Promise.all(
            chains.map((chain) =>
              readDevBalances(chain, evmAddress(address!), {
                prices,
                iconBase,
                client: clientOf(chain.chainId, chain.rpcUrl),
              }),
            ),
          )
          return { status: 200, json: { balances: balances.flat() } }
        } catch (error) {
          return errorReply(502, `Chain RPC unavailable: ${(error as Error).message.split('\n')[0]}`)
        }
      },
    },
    {
      pattern: /^\/v1\/identity\/([^/]+)$/,
      methods: ['GET'],
      handle: (_request, [address]) => {
        if (!isEvmAddress(address)) return errorReply(400, `Invalid address: ${address}`)
        const identity = state.identities.get(evmAddress(address!).toLowerCase())
        return { status: 200, json: identity ?? { name: null, avatar: null } }
      },
    },
  ]
}
