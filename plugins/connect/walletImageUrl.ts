import { directoryImageUrl, type ResolvedConfig, SDK_TYPE, SDK_VERSION } from '../../entries/plugin.js'

type Config = Pick<ResolvedConfig, 'endpoints' | 'projectId'>

const MARK = '\u0000'
/** The URL around an image id, per config: a search answer of 100 wallets costs 100 concatenations, not 100 URL builds. */
const templates = new WeakMap<Config, readonly [string, string]>()

/** The directory service's image URL of a wallet image id, with the project id and SDK identity. */
export function walletImageUrl(config: Config, imageId: string | undefined): string | undefined {
  if (!imageId) return undefined
  let template = templates.get(config)
  if (!template) {
    const url = directoryImageUrl(config, 'wallet', MARK) ?? ''
    const at = url.indexOf(encodeURIComponent(MARK))
    template = [url.slice(0, at), url.slice(at + encodeURIComponent(MARK).length)]
    templates.set(config, template)
  }
  return `${template[0]}${encodeURIComponent(imageId)}${template[1]}`
}

/**
 * The directory's URL of several wallet images as one sprite (`/getWalletImages`, a Gangway server's; not in
 * the spec's directory API: ask only a directory that says it serves them, see directorySprites): a row of
 * square cells, the image of `imageIds[index]` in cell `index`.
 */
export function walletImagesUrl(config: Config, imageIds: readonly string[]): string {
  const query = new URLSearchParams({ ids: imageIds.join(','), st: SDK_TYPE, sv: SDK_VERSION })
  if (config.projectId) query.set('projectId', config.projectId)
  return `${config.endpoints.directory.replace(/\/+$/, '')}/getWalletImages?${query}`
}
