import { directoryImageUrl, type ResolvedConfig } from '../../entries/plugin.js'

type Config = Pick<ResolvedConfig, 'endpoints' | 'projectId'>

/** Image URLs kept per config: a search answer of 100 wallets builds only the URLs it has not seen. */
const known = new WeakMap<Config, Map<string, string | undefined>>()
const KEEP = 2_000

/** The directory service's image URL of a wallet image id, with the project id and SDK identity. */
export function walletImageUrl(config: Config, imageId: string | undefined): string | undefined {
  if (!imageId) return undefined
  let urls = known.get(config)
  if (!urls) known.set(config, (urls = new Map()))
  if (urls.has(imageId)) return urls.get(imageId)
  if (urls.size >= KEEP) urls.clear()
  const url = directoryImageUrl(config, 'wallet', imageId)
  urls.set(imageId, url)
  return url
}
