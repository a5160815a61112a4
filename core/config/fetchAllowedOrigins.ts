import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { alertForDirectoryFailure } from './alertForDirectoryFailure.js'
import { createDirectoryClient } from './createDirectoryClient.js'
import type { DirectoryRequestOptions } from './DirectoryRequestOptions.js'

const MAX_ORIGINS = 1_000
const MAX_ORIGIN_LENGTH = 2_048

/**
 * The project's allowed origins (`GET {directory}/projects/v1/origins`, answering `{ allowedOrigins }`).
 * Spec section 8: HTTP 429 raises RateLimited, 5xx ServerError; every failure gives an empty list.
 * At most 1,000 string entries of at most 2,048 characters are kept.
 */
export async function fetchAllowedOrigins(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId' | 'fetch'>,
  options: DirectoryRequestOptions = {},
): Promise<readonly string[]> {
  const client = options.client ?? createDirectoryClient(config)
  try {
    const response = await client.get<unknown>('/projects/v1/origins', undefined, { signal: options.signal })
    const list =
      typeof response === 'object' && response !== null
        ? (response as { allowedOrigins?: unknown }).allowedOrigins
        : undefined
    if (!Array.isArray(list)) {
      options.onWarning?.('Allowed origins response has no allowedOrigins list; ignored')
      return []
    }
    const origins = list.filter(
      (origin): origin is string => typeof origin === 'string' && origin.length <= MAX_ORIGIN_LENGTH,
    )
    if (origins.length > MAX_ORIGINS)
      options.onWarning?.(`Allowed origins: only the first ${MAX_ORIGINS} of ${origins.length} are used`)
    return origins.slice(0, MAX_ORIGINS)
  } catch (error) {
    options.onWarning?.(`Allowed origins unavailable: ${(error as Error).message}`)
    const alert = alertForDirectoryFailure(error)
    if (alert) options.onAlert?.(alert)
    return []
  }
}
