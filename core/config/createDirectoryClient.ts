import { createHttpClient } from '../http/createHttpClient.js'
import type { HttpClient } from '../http/HttpClient.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT, SDK_TYPE, SDK_VERSION } from './defaults.js'

const MAX_BYTES = 2 * 1024 * 1024

/** The HTTP client of the wallet directory service of a resolved config; answers over 2 MB are refused unread. */
export function createDirectoryClient(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId' | 'fetch'>,
): HttpClient {
  return createHttpClient({
    baseUrl: config.endpoints.directory,
    projectId: config.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    fetch: config.fetch,
    retries: RPC_RETRY_COUNT,
    retryBaseMs: RPC_RETRY_BASE_DELAY_MS,
    maxBytes: MAX_BYTES,
  })
}
