import type { Features } from '../types/Features.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { alertForDirectoryFailure } from './alertForDirectoryFailure.js'
import { createDirectoryClient } from './createDirectoryClient.js'
import type { DirectoryRequestOptions } from './DirectoryRequestOptions.js'
import { sanitizeFeatures } from './sanitizeFeatures.js'

/**
 * The project's remote feature flags (`GET {directory}/appkit/v1/config`, answering
 * `{ features: Partial<Features> }`); null when the request fails or the answer is unusable, so the
 * local flags stay. 429, 5xx and 401/403 (invalid project id) also raise an alert.
 */
export async function fetchRemoteFeatures(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId' | 'fetch'>,
  options: DirectoryRequestOptions = {},
): Promise<Partial<Features> | null> {
  const client = options.client ?? createDirectoryClient(config)
  let response: unknown
  try {
    response = await client.get<unknown>('/appkit/v1/config', undefined, { signal: options.signal })
  } catch (error) {
    options.onWarning?.(
      `Remote project configuration unavailable, local features kept: ${(error as Error).message}`,
    )
    const alert = alertForDirectoryFailure(error, { invalidProjectId: true })
    if (alert) options.onAlert?.(alert)
    return null
  }
  const features =
    typeof response === 'object' && response !== null
      ? (response as { features?: unknown }).features
      : undefined
  if (typeof features !== 'object' || features === null || Array.isArray(features)) {
    options.onWarning?.('Remote project configuration has no features object; local features kept')
    return null
  }
  const sanitized = sanitizeFeatures(features)
  for (const warning of sanitized.warnings) options.onWarning?.(`Remote project configuration: ${warning}`)
  return sanitized.features
}
