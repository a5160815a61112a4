import { createDirectoryClient, type ResolvedConfig } from '../../entries/plugin.js'

/**
 * GET {directory}/getAnalyticsConfig: whether the project wants analytics (`isAnalyticsEnabled`). Any
 * failure or other answer counts as no: nothing is sent on a guess.
 */
export async function fetchAnalyticsEnabled(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId' | 'fetch'>,
  signal: AbortSignal,
): Promise<boolean> {
  try {
    const answer = await createDirectoryClient(config).get<unknown>('/getAnalyticsConfig', undefined, {
      signal,
    })
    return (
      typeof answer === 'object' &&
      answer !== null &&
      (answer as { isAnalyticsEnabled?: unknown }).isAnalyticsEnabled === true
    )
  } catch {
    return false
  }
}
