import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isCaipNetworkId } from '../../../core/caip/isCaipNetworkId.js'
import { InvalidChainDataRequest } from '../../../server/chainData/InvalidChainDataRequest.js'
import type { OnrampProvider } from '../../../server/onramp/OnrampProvider.js'
import { listen } from '../../../server/test/listen.js'
import type { DevCheckoutOrder } from './DevCheckoutOrder.js'
import type { DevOnramp } from './DevOnramp.js'
import type { DevOnrampChain } from './DevOnrampChain.js'
import type { DevPurchase } from './DevPurchase.js'
import { devOnrampCurrencies } from './devOnrampCurrencies.js'
import { devOnrampLimits } from './devOnrampLimits.js'
import { devOnrampQuote } from './devOnrampQuote.js'
import { renderCheckoutPage } from './renderCheckoutPage.js'
import { sendDevPurchase } from './sendDevPurchase.js'

const PUBLIC_KEY = 'gangway-devnet-meld'
const MAX_ORDERS = 1_000
const MAX_FORM = 1_024
const EVM = /^0x[0-9a-fA-F]{40}$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/

/**
 * Starts the dev on-ramp on 127.0.0.1 (a free port): GET /meld (the spec's meld link), GET /coinbase?sessionId
 * (the generator's link), POST /pay, where the visitor "pays" and the treasury really sends the bought amount to
 * the wallet on the local chain (USDC as dUSD on anvil, SOL on the Solana VM), then tells the opener.
 */
export async function startDevOnramp(options: {
  readonly chains: readonly DevOnrampChain[]
  readonly prices: Readonly<Record<string, number>>
}): Promise<DevOnramp> {
  const currencies = devOnrampCurrencies(options.chains)
  const orders = new Map<string, DevCheckoutOrder>()
  const purchases: DevPurchase[] = []
  let sending: Promise<unknown> = Promise.resolve()
  const chainOf = (network: string) => options.chains.find((chain) => chain.caipNetworkId === network)
  const quote = (order: DevCheckoutOrder) =>
    devOnrampQuote(
      {
        purchaseCurrency: order.currency,
        paymentCurrency: order.paymentCurrency,
        amount: order.paymentAmount,
        network: order.network,
      },
      currencies,
      (symbol) => options.prices[symbol],
    )
  /** An order checked like the API checks a quote, plus the address for the network's namespace; its session id. */
  const place = (order: DevCheckoutOrder): string => {
    const chain = chainOf(order.network)
    if (!chain) throw new InvalidChainDataRequest(`Unknown network ${order.network}`)
    if (!(chain.namespace === 'solana' ? BASE58 : EVM).test(order.address))
      throw new InvalidChainDataRequest(`Invalid address for ${order.network}`)
    if (!AMOUNT.test(order.paymentAmount)) throw new InvalidChainDataRequest('Invalid amount')
    quote(order)
    const session = randomBytes(16).toString('hex')
    orders.set(session, order)
    if (orders.size > MAX_ORDERS) orders.delete(orders.keys().next().value!)
    return session
  }
  let origin = ''
  const provider: OnrampProvider = {
    async options() {
      return {
        providers: [
          {
            name: 'meld',
            label: 'Meld.io',
            url: `${origin}/meld`,
            feeRange: '1-2%',
            supportedChains: ['eip155', 'solana'],
            publicKey: PUBLIC_KEY,
          },
          {
            name: 'coinbase',
            label: 'Coinbase',
            url: `${origin}/coinbase`,
            feeRange: '1-2%',
            supportedChains: ['eip155', 'solana'],
          },
        ],
        purchaseCurrencies: currencies,
        paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: devOnrampLimits })),
      }
    },
    async quote(request) {
      return devOnrampQuote(request, currencies, (symbol) => options.prices[symbol])
    },
    async checkoutUrl(request) {
      const wallet = request.destinationWallets[0]!
      const network = request.defaultNetwork ?? wallet.blockchains[0]
      const currency = wallet.assets[0]
      if (!network || !isCaipNetworkId(network) || !currency)
        throw new InvalidChainDataRequest('A CAIP-2 network and an asset are required')
      const amount = (request.presetFiatAmount ?? 0).toFixed(2)
      const session = place({
        provider: 'coinbase',
        network,
        address: wallet.address,
        currency,
        paymentAmount: amount,
        paymentCurrency: 'USD',
      })
      return `${origin}/coinbase?${new URLSearchParams({ sessionId: session })}`
    },
  }

  const page = (
    response: ServerResponse,
    status: number,
    content: Parameters<typeof renderCheckoutPage>[0],
  ) => {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${content.nonce}'; form-action 'self'`,
    })
    response.end(renderCheckoutPage(content))
  }
  const checkout = (response: ServerResponse, session: string, order: DevCheckoutOrder, nonce: string) => {
    const figures = quote(order)
    const symbol =
      order.currency === 'USDC' && chainOf(order.network)?.namespace === 'eip155' ? 'dUSD' : order.currency
    page(response, 200, {
      nonce,
      title: `Dev checkout (${order.provider === 'meld' ? 'Meld.io' : 'Coinbase'})`,
      lines: [
        `You pay ${figures.paymentTotal.amount} ${order.paymentCurrency} (fee ${figures.coinbaseFee.amount}).`,
        `You receive ${figures.purchaseAmount.amount} ${symbol} on ${chainOf(order.network)!.name}.`,
        `To ${order.address}`,
      ],
      form: { session, pay: `Pay ${figures.paymentTotal.amount} ${order.paymentCurrency}` },
    })
  }
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const nonce = randomBytes(12).toString('base64')
    const url = new URL(request.url ?? '/', origin)
    const refuse = (reason: string) =>
      page(response, 400, {
        nonce,
        title: 'Checkout unavailable',
        lines: [reason],
        message: { type: 'gangway:onramp', status: 'failed', reason },
      })
    try {
      if (request.method === 'GET' && url.pathname === '/meld') {
        const query = url.searchParams
        if (query.get('publicKey') !== PUBLIC_KEY) return refuse('Unknown publicKey')
        if (!query.get('externalCustomerId')) return refuse('externalCustomerId is required')
        const order: DevCheckoutOrder = {
          provider: 'meld',
          network: query.get('network') ?? '',
          address: query.get('walletAddress') ?? '',
          currency: query.get('destinationCurrencyCode') ?? '',
          paymentAmount: query.get('sourceAmount') ?? '',
          paymentCurrency: query.get('sourceCurrencyCode') ?? 'USD',
        }
        return checkout(response, place(order), order, nonce)
      }
      if (request.method === 'GET' && url.pathname === '/coinbase') {
        const session = url.searchParams.get('sessionId') ?? ''
        const order = orders.get(session)
        return order ? checkout(response, session, order, nonce) : refuse('Unknown or used checkout session')
      }
      if (request.method === 'POST' && url.pathname === '/pay') {
        let body = ''
        for await (const chunk of request) {
          body += chunk
          if (body.length > MAX_FORM) return refuse('Form too large')
        }
        const session = new URLSearchParams(body).get('session') ?? ''
        const order = orders.get(session)
        if (!order) return refuse('Unknown or used checkout session')
        orders.delete(session)
        const figures = quote(order)
        const chain = chainOf(order.network)!
        const amount = figures.purchaseAmount.amount
        const sent = sending.then(() => sendDevPurchase(chain, order.address, order.currency, amount))
        sending = sent.catch(() => {})
        const hash = await sent
        const symbol = order.currency === 'USDC' && chain.namespace === 'eip155' ? 'dUSD' : order.currency
        purchases.push({
          provider: order.provider,
          network: order.network,
          address: order.address,
          currency: order.currency,
          symbol,
          amount,
          paid: figures.paymentTotal,
          hash,
          time: Date.now(),
        })
        return page(response, 200, {
          nonce,
          title: 'Payment complete',
          lines: [`${amount} ${symbol} sent to ${order.address} on ${chain.name}.`, `Transaction ${hash}`],
          message: {
            type: 'gangway:onramp',
            status: 'success',
            provider: order.provider,
            network: order.network,
            address: order.address,
            amount,
            symbol,
            hash,
          },
        })
      }
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    } catch (error) {
      if (error instanceof InvalidChainDataRequest) return refuse(error.message)
      console.error('dev on-ramp:', error)
      return refuse('The payment failed')
    }
  }
  const server = await listen((request, response) => void handle(request, response))
  origin = server.url
  return {
    url: server.url,
    provider,
    publicKey: PUBLIC_KEY,
    purchases: () => [...purchases],
    close: () => server.close(),
  }
}
