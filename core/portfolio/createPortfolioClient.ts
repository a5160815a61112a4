import { RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT, SDK_TYPE, SDK_VERSION } from '../config/defaults.js'
import { createHttpClient } from '../http/createHttpClient.js'
import type { HttpClientOptions } from '../http/HttpClient.js'
import { HttpError } from '../http/HttpError.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import type { PortfolioClient } from './PortfolioClient.js'
import { portfolioLimits } from './portfolioLimits.js'
import { readHistoryPage } from './readHistoryPage.js'
import { readNftPage } from './readNftPage.js'
import { readPrices } from './readPrices.js'
import { readTokenBalances } from './readTokenBalances.js'

const malformed = (path: string): HttpError =>
  new HttpError('Malformed answer', { kind: 'parse', url: path, details: `${path}: unexpected shape` })

const checked = <T>(value: T | undefined, path: string): T => {
  if (value === undefined) throw malformed(path)
  return value
}

/**
 * The portfolio client of the blockchain API (`endpoints.api`): every GET carries projectId, st and sv,
 * each attempt has a 10 s deadline and the retry policy, answers over 2 MB are refused, and every answer is
 * checked (entries that fail are dropped; a malformed answer is an HttpError of kind 'parse').
 */
export function createPortfolioClient(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId' | 'fetch'>,
  options: Pick<HttpClientOptions, 'sleep' | 'retries'> = {},
): PortfolioClient {
  const http = createHttpClient({
    baseUrl: config.endpoints.api,
    projectId: config.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    fetch: config.fetch,
    retries: RPC_RETRY_COUNT,
    retryBaseMs: RPC_RETRY_BASE_DELAY_MS,
    timeoutMs: portfolioLimits.deadlineMs,
    maxBytes: portfolioLimits.maxBytes,
    ...options,
  })
  const account = (address: string, what: string) => `/v1/account/${encodeURIComponent(address)}/${what}`
  return {
    async balances(address, { chainId, currency, force, signal }) {
      const path = account(address, 'balance')
      const query = { currency, chainId, forceUpdate: force === true }
      return checked(readTokenBalances(await http.get(path, query, { signal }), chainId), path)
    },
    async nfts(address, { chainId, cursor, signal }) {
      const path = account(address, 'nfts')
      return checked(readNftPage(await http.get(path, { chainId, cursor }, { signal }), chainId), path)
    },
    async history(address, { chainId, cursor, signal }) {
      const path = account(address, 'history')
      return checked(readHistoryPage(await http.get(path, { chainId, cursor }, { signal }), chainId), path)
    },
    async prices(addresses, { currency, signal }) {
      if (addresses.length === 0) return new Map()
      const body = { currency, addresses, projectId: config.projectId }
      return readPrices(await http.post('/v1/fungible/price', body, undefined, { signal }), addresses)
    },
  }
}
