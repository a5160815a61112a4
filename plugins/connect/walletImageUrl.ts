import { directoryImageUrl, type ResolvedConfig } from '../../entries/plugin.js'

/** The directory service's image URL of a wallet image id, with the project id and SDK identity. */
export function walletImageUrl(
  config: Pick<ResolvedConfig, 'endpoints' | 'projectId'>,
  imageId: string | undefined,
): string | undefined {
  return directoryImageUrl(config, 'wallet', imageId)
}
