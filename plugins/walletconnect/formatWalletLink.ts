/**
 * A wallet's deep link carrying a pairing URI, the way wallets expect it: `{link}/wc?uri=` plus the
 * URI percent-encoded once. An http(s) link is a universal link; anything else a native scheme, with
 * `://` added when the directory gives only the scheme name (`rainbow:` or `rainbow`).
 */
export function formatWalletLink(link: string, uri: string): string {
  let base = link.trim()
  if (!/^https?:\/\//i.test(base) && !base.includes('://'))
    base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
