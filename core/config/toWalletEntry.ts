import type { WalletEntry } from '../types/Connector.js'
import { safeUrl } from '../url/safeUrl.js'

const IMAGE_ID = /^[-\w.]{1,128}$/
const SCHEME_NAME = /^([a-z][a-z0-9+.-]{0,63}):?\/{0,2}$/i

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined
}

function checked(value: unknown, kind: 'link' | 'web'): string | undefined {
  if (typeof value !== 'string') return undefined
  const name = kind === 'link' ? SCHEME_NAME.exec(value.trim())?.[1] : undefined
  return safeUrl(name ? `${name}://` : value, kind) ? value : undefined
}

/**
 * A wallet directory entry from an untrusted source (the directory service, storage) with only what
 * is safe: id and name, image_id as a plain id, rdns, chains, and links that pass safeUrl (a native
 * link may be a bare scheme name, `rainbow:`); links that fail are left out. The deep link built from
 * a link is checked again. Undefined when id or name is missing.
 */
export function toWalletEntry(value: unknown): WalletEntry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const raw = value as Record<string, unknown>
  const id = text(raw.id, 256)
  const name = text(raw.name, 256)
  if (id === undefined || name === undefined) return undefined
  const entry: { -readonly [K in keyof WalletEntry]: WalletEntry[K] } = { id, name }
  if (typeof raw.image_id === 'string' && IMAGE_ID.test(raw.image_id)) entry.image_id = raw.image_id
  const rdns = text(raw.rdns, 256)
  if (rdns !== undefined || raw.rdns === null) entry.rdns = rdns ?? null
  const links = {
    mobile_link: checked(raw.mobile_link, 'link'),
    desktop_link: checked(raw.desktop_link, 'link'),
    webapp_link: checked(raw.webapp_link, 'web'),
  }
  for (const [field, link] of Object.entries(links) as [keyof typeof links, string | undefined][]) {
    if (link !== undefined) entry[field] = link
    else if (raw[field] === null) entry[field] = null
  }
  if (Array.isArray(raw.chains))
    entry.chains = raw.chains.filter((chain): chain is string => text(chain, 128) !== undefined).slice(0, 256)
  return entry
}
