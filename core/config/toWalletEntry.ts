import type { WalletEntry } from '../types/Connector.js'
import { safeUrl } from '../url/safeUrl.js'

const SCHEME_NAME = /^([a-z][a-z0-9+.-]{0,63}):?\/{0,2}$/i
const LINKS = ['mobile_link', 'desktop_link', 'webapp_link'] as const

const text = (value: unknown, max = 256): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/**
 * A wallet directory entry from an untrusted source (the directory service, storage) with only what
 * is safe: id and name, image_id as a plain id, rdns, chains, and links that pass safeUrl (a native
 * link may be a bare scheme name, `rainbow:`; a web app link must be a web URL); links that fail are
 * left out. The deep link built from a link is checked again. Undefined when id or name is missing.
 */
export function toWalletEntry(value: unknown): WalletEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const raw = value as Record<string, unknown>
  const { id, name, image_id, rdns, chains } = raw
  if (!text(id) || !text(name)) return undefined
  const entry: Record<string, unknown> = { id, name }
  if (typeof image_id === 'string' && /^[-\w.]{1,128}$/.test(image_id)) entry.image_id = image_id
  if (rdns === null || text(rdns)) entry.rdns = rdns
  for (const field of LINKS) {
    const link = raw[field]
    const scheme = typeof link === 'string' && field !== 'webapp_link' && SCHEME_NAME.exec(link.trim())?.[1]
    if (link === null || safeUrl(scheme ? `${scheme}://` : link, field === 'webapp_link' ? 'web' : 'link'))
      entry[field] = link
  }
  if (Array.isArray(chains)) entry.chains = chains.filter((chain) => text(chain, 128)).slice(0, 256)
  return entry as unknown as WalletEntry
}
