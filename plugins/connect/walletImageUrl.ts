import type { ResolvedConfig } from '../../core/index.js'
import { directoryImageUrl } from '../../core/kit/index.js'

/** The directory service's image URL of a wallet image id, with the project id and SDK identity. */
export function walletImageUrl(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId'>,
  imageId: string | undefined,
): string | undefined {
  return directoryImageUrl(config, 'wallet', imageId)
}
