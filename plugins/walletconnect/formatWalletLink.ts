import { safeUrl } from '../../entries/plugin.js'

/**
 * A wallet's deep link carrying a pairing URI, the way wallets expect it: `{link}/wc?uri=` plus the
 * URI percent-encoded once. An http(s) link is a universal link; anything else a native scheme, with
 * `://` added when the directory gives only the scheme name (`rainbow:` or `rainbow`). The built link
 * passes safeUrl (`web` for a web app) or there is none: never javascript:, data: and the like.
 */
export function formatWalletLink(
  link: string,
  uri: string,
  kind: 'link' | 'web' = 'link',
): string | undefined {
  if (typeof link !== 'string' || typeof uri !== 'string') return undefined
  let base = link.trim()
  if (!/^https?:\/\//i.test(base) && !base.includes('://'))
    base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return safeUrl(`${base}wc?uri=${encodeURIComponent(uri)}`, kind)
}
