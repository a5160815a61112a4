import type { Network } from '../types/Network.js'
import type { ResolvedConfig } from '../types/ResolvedConfig.js'
import { directoryImageUrl } from './directoryImageUrl.js'

/** The icon of a network: its own image URL, else its asset image from the wallet directory service. */
export function networkImageUrl(
  network: Network | undefined,
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId'>,
): string | undefined {
  return network?.assets?.imageUrl ?? directoryImageUrl(config, 'asset', network?.assets?.imageId)
}
