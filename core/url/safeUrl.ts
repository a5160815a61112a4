/** What a URL is for: a page to open (`web`), a wallet deep link (`link`) or an image source (`image`). */
export type UrlKind = 'web' | 'link' | 'image'

const MAX_LINK = 2_048
const MAX_DATA_IMAGE = 262_144
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/
const APP_SCHEME = /^[a-z][a-z0-9+.-]{0,63}:$/
const BLOCKED_SCHEMES = new Set([
  'javascript:',
  'vbscript:',
  'data:',
  'file:',
  'blob:',
  'filesystem:',
  'about:',
  'view-source:',
  'intent:',
  'jar:',
  'mhtml:',
  'ftp:',
  'ws:',
  'wss:',
  'chrome:',
  'chrome-extension:',
  'moz-extension:',
  'safari-extension:',
  'resource:',
  'shell:',
  'search-ms:',
  'search:',
])
const DATA_IMAGE = /^image\/(png|jpeg|gif|webp|svg\+xml)(;[-\w.+=]+)*,/i

function isWeb(url: URL): boolean {
  if (url.username || url.password || !url.hostname) return false
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname))
}

/**
 * The normalised href of an untrusted URL when it is safe for `kind`, else undefined: https (http only
 * on loopback); for links also a native app scheme; for images also a data:image URI of a raster or
 * SVG type. Never javascript, data (except images), vbscript, file, blob and the like. The protocol is
 * read from the WHATWG parse, after it strips the tabs, newlines and control characters browsers ignore.
 */
export function safeUrl(value: unknown, kind: UrlKind): string | undefined {
  if (typeof value !== 'string') return undefined
  if (value.length > (kind === 'image' ? MAX_DATA_IMAGE : MAX_LINK)) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const protocol = url.protocol.toLowerCase()
  if (kind === 'image' && protocol === 'data:') {
    return DATA_IMAGE.test(url.pathname) ? url.href : undefined
  }
  if (value.length > MAX_LINK) return undefined
  if (isWeb(url)) return url.href
  if (kind !== 'link' || protocol === 'http:' || protocol === 'https:') return undefined
  if (!APP_SCHEME.test(protocol) || BLOCKED_SCHEMES.has(protocol) || protocol.startsWith('ms-'))
    return undefined
  return url.href.length > MAX_LINK ? undefined : url.href
}
