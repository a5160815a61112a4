import type { Network, ResolvedConfig } from '../../core/index.js'

/** The icon of a network: its image URL, else its asset image from the wallet directory service. */
export function networkImageSrc(
  network: Network | undefined,
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId'>,
): string | undefined {
  if (network?.assets?.imageUrl) return network.assets.imageUrl
  const id = network?.assets?.imageId
  if (!id) return undefined
  const base = config.endpoints.directory.replace(/\/+$/, '')
  const query = config.projectId ? `?projectId=${encodeURIComponent(config.projectId)}` : ''
  return `${base}/public/getAssetImage/${encodeURIComponent(id)}${query}`
}
