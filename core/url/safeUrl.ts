/** What a URL is for: a page to open (`web`), a wallet deep link (`link`) or an image source (`image`). */
export type UrlKind = 'web' | 'link' | 'image'

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/
const APP_SCHEME = /^[a-z][a-z0-9+.-]{0,63}:$/
const BLOCKED =
  /^(https?|javascript|vbscript|data|file|blob|filesystem|about|view-source|intent|jar|mhtml|ftp|wss?|chrome|resource|shell|search|search-ms|ms-.*|.*-extension):$/
const DATA_IMAGE = /^image\/(png|jpeg|gif|webp|svg\+xml)(;[-\w.+=]+)*,/i

/**
 * The normalised href of an untrusted URL when it is safe for `kind`, else undefined: https (http only
 * on loopback); for links also a native app scheme; for images also a data:image URI of a raster or
 * SVG type. Never javascript, data (except images), vbscript, file, blob and the like. The protocol is
 * read from the WHATWG parse, after it strips the tabs, newlines and control characters browsers ignore.
 */
export function safeUrl(value: unknown, kind: UrlKind): string | undefined {
  if (typeof value !== 'string' || value.length > (kind === 'image' ? 262_144 : 2_048)) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const { protocol, hostname, href } = url
  if (protocol === 'data:') return kind === 'image' && DATA_IMAGE.test(url.pathname) ? href : undefined
  const web = protocol === 'https:' || (protocol === 'http:' && LOOPBACK.test(hostname))
  const ok = web
    ? hostname && !url.username && !url.password
    : kind === 'link' && APP_SCHEME.test(protocol) && !BLOCKED.test(protocol)
  return ok && href.length <= 2_048 ? href : undefined
}
