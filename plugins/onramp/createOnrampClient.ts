import {
  createHttpClient,
  HttpError,
  type ResolvedConfig,
  SDK_TYPE,
  SDK_VERSION,
} from '../../entries/plugin.js'
import type { OnrampClient } from './OnrampClient.js'
import { readOnrampOptions } from './readOnrampOptions.js'

const DECIMAL = /^\d{1,30}(\.\d{1,18})?$/
const MONEY = /^\d{1,12}(\.\d{1,2})?$/

const malformed = (path: string) =>
  new HttpError('Malformed answer', { kind: 'parse', url: path, details: `${path}: unexpected shape` })
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** The on-ramp client: projectId, st and sv on every call, a 10 s deadline, 64 KiB at most, answers checked. */
export function createOnrampClient(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId' | 'fetch'>,
): OnrampClient {
  const http = createHttpClient({
    baseUrl: config.endpoints.api,
    projectId: config.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    fetch: config.fetch,
    retries: 1,
    timeoutMs: 10_000,
    maxBytes: 64 * 1024,
  })
  return {
    async options(signal) {
      const path = '/v1/onramp/options'
      const catalog = readOnrampOptions(await http.get(path, {}, { signal }))
      if (!catalog) throw malformed(path)
      return catalog
    },
    async quote(request, signal) {
      const path = '/v1/onramp/quote'
      const body = {
        purchaseCurrency: { id: request.purchaseCurrency },
        paymentCurrency: { id: request.paymentCurrency },
        amount: request.amount,
        network: request.network,
      }
      const answer = record(await http.post(path, body, undefined, { signal }))
      const amount = record(answer.purchaseAmount).amount
      if (typeof amount !== 'string' || !DECIMAL.test(amount)) throw malformed(path)
      const fee = record(answer.coinbaseFee).amount
      return { purchaseAmount: amount, ...(typeof fee === 'string' && MONEY.test(fee) ? { fee } : {}) }
    },
    async checkoutUrl(request, signal) {
      const path = '/v1/generators/onrampurl'
      const body = {
        destinationWallets: [
          { address: request.address, blockchains: [request.network], assets: [request.currency] },
        ],
        defaultNetwork: request.network,
        partnerUserId: request.partnerUserId,
        defaultExperience: 'buy',
        presetFiatAmount: request.fiatAmount,
      }
      const url = record(await http.post(path, body, undefined, { signal })).url
      if (typeof url !== 'string') throw malformed(path)
      return url
    },
  }
}
