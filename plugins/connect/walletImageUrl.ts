import type { ResolvedConfig } from '../../core/index.js'
import { SDK_TYPE, SDK_VERSION } from '../../core/kit/index.js'

/** The directory service's image URL of a wallet image id, with the project id and SDK identity. */
export function walletImageUrl(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId'>,
  imageId: string | undefined,
): string | undefined {
  if (!imageId) return undefined
  const query = new URLSearchParams({ st: SDK_TYPE, sv: SDK_VERSION })
  if (config.projectId) query.set('projectId', config.projectId)
  return `${config.endpoints.directory}/getWalletImage/${encodeURIComponent(imageId)}?${query}`
}
