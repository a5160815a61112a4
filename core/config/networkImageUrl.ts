import type { Network } from '../types/Network.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { safeUrl } from '../url/safeUrl.js'
import { directoryImageUrl } from './directoryImageUrl.js'

/** The icon of a network: its own image URL when it passes the URL policy, else its asset image from the wallet directory service. */
export function networkImageUrl(
  network: Network | undefined,
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId'>,
): string | undefined {
  return (
    safeUrl(network?.assets?.imageUrl, 'image') ??
    directoryImageUrl(config, 'asset', network?.assets?.imageId)
  )
}
