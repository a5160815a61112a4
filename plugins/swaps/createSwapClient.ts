import {
  createHttpClient,
  HttpError,
  type ResolvedConfig,
  SDK_TYPE,
  SDK_VERSION,
} from '../../entries/plugin.js'
import type { SwapClient } from './SwapClient.js'
import type { SwapRequest } from './SwapRequest.js'

const INTEGER = /^\d{1,78}$/
const CAIP10 = /^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const DATA = /^0x([0-9a-fA-F]{2}){0,24576}$/
const LABEL = /^.{1,64}$/
const MAX_TOKENS = 500

const malformed = (path: string) =>
  new HttpError('Malformed answer', { kind: 'parse', url: path, details: `${path}: unexpected shape` })
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const integer = (value: unknown, path: string) => {
  if (typeof value !== 'string' || !INTEGER.test(value)) throw malformed(path)
  return BigInt(value)
}
const readTx = (answer: unknown, path: string): SwapRequest => {
  const tx = record(record(answer).tx)
  const eip155 = record(tx.eip155)
  if (typeof tx.to !== 'string' || !ADDRESS.test(tx.to) || typeof tx.data !== 'string' || !DATA.test(tx.data))
    throw malformed(path)
  return {
    to: tx.to,
    data: tx.data,
    value: integer(tx.value, path),
    ...(eip155.gas === undefined ? {} : { gas: integer(eip155.gas, path) }),
  }
}

/** The swap API client of the blockchain API (`endpoints.api`): projectId, st and sv on every call, a 10 s deadline, answers checked. */
export function createSwapClient(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId' | 'fetch'>,
): SwapClient {
  const http = createHttpClient({
    baseUrl: config.endpoints.api,
    projectId: config.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    fetch: config.fetch,
    retries: 1,
    timeoutMs: 10_000,
    maxBytes: 512 * 1024,
  })
  return {
    async tokens(chainId, signal) {
      const path = '/v1/convert/tokens'
      const list = record(await http.get(path, { chainId }, { signal })).tokens
      if (!Array.isArray(list)) throw malformed(path)
      return list.slice(0, MAX_TOKENS).flatMap((item) => {
        const { address, name, symbol, decimals } = record(item)
        const valid =
          typeof address === 'string' &&
          CAIP10.test(address) &&
          address.startsWith(`${chainId}:`) &&
          typeof name === 'string' &&
          LABEL.test(name) &&
          typeof symbol === 'string' &&
          LABEL.test(symbol) &&
          typeof decimals === 'number' &&
          Number.isInteger(decimals) &&
          decimals >= 0 &&
          decimals <= 36
        return valid ? [{ address, name, symbol, decimals }] : []
      })
    },
    async quote({ from, to, userAddress, amount, signal }) {
      const path = '/v1/convert/quotes'
      const answer = await http.get(path, { from, to, userAddress, amount: amount.toString() }, { signal })
      const quotes = record(answer).quotes
      const quote = record(Array.isArray(quotes) ? quotes[0] : undefined)
      const impact = quote.priceImpact
      if (typeof impact !== 'number' || !Number.isFinite(impact) || impact < 0) throw malformed(path)
      return {
        fromAmount: integer(quote.fromAmount, path),
        toAmount: integer(quote.toAmount, path),
        priceImpact: impact,
        gasLimit: integer(quote.gasLimit, path),
      }
    },
    async allowance(tokenAddress, userAddress, signal) {
      const path = '/v1/convert/allowance'
      return integer(record(await http.get(path, { tokenAddress, userAddress }, { signal })).allowance, path)
    },
    async gasPrice(chainId, signal) {
      const path = '/v1/convert/gas-price'
      return integer(record(await http.get(path, { chainId }, { signal })).standard, path)
    },
    async buildApprove({ from, to, userAddress, amount, signal }) {
      const path = '/v1/convert/build-approve'
      return readTx(
        await http.get(path, { from, to, userAddress, amount: amount.toString() }, { signal }),
        path,
      )
    },
    async buildTransaction({ from, to, userAddress, amount, slippage, signal }) {
      const path = '/v1/convert/build-transaction'
      const body = {
        from,
        to,
        userAddress,
        amount: amount.toString(),
        slippage,
        projectId: config.projectId,
        disableEstimate: false,
      }
      return readTx(await http.post(path, body, undefined, { signal }), path)
    },
  }
}
