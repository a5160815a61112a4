import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import type { WalletEntry } from '../../core/types/Connector.js'
import { safeUrl } from '../../core/url/safeUrl.js'
import { isDirectoryId } from './isDirectoryId.js'

const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i
const NATIVE_LINK = /^[a-z][a-z0-9+.-]{0,63}:\/\/\S*$/i
const PAGES = ['homepage', 'universal_link', 'chrome_store', 'play_store'] as const
const KNOWN = new Set<string>([
  'id',
  'name',
  'image_id',
  'rdns',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'chains',
  ...PAGES,
])

/**
 * A host's wallet entry checked field by field: a copy of the entry (the WalletEntry fields and the
 * curated list's homepage, universal_link, chrome_store, play_store) or the list of
 * what is wrong. Links must pass the widget's URL policy (a native deep link `scheme://` or https),
 * chains must be CAIP-2 ids, and the caps are the widget's sanitizer's.
 */
export function checkDirectoryEntry(value: unknown): { entry: WalletEntry } | { problems: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { problems: ['must be an object'] }
  const raw = value as Record<string, unknown>
  const problems: string[] = []
  for (const key of Object.keys(raw))
    if (!KNOWN.has(key)) problems.push(`unknown field "${key.slice(0, 40)}"`)
  if (!isDirectoryId(raw.id))
    problems.push('id must be 1 to 128 of A-Z a-z 0-9 . _ - (starting with a letter or digit)')
  if (typeof raw.name !== 'string' || raw.name.trim() === '' || raw.name.length > 100)
    problems.push('name must be a non-blank string of at most 100 characters')
  if (raw.image_id !== undefined && !isDirectoryId(raw.image_id))
    problems.push('image_id must be 1 to 128 of A-Z a-z 0-9 . _ -')
  if (raw.rdns !== undefined && raw.rdns !== null)
    if (typeof raw.rdns !== 'string' || raw.rdns.length > 255 || !RDNS.test(raw.rdns))
      problems.push('rdns must be a reverse domain name (app.example.wallet) or null')
  for (const key of ['mobile_link', 'desktop_link'] as const) {
    const link = raw[key]
    if (link === undefined || link === null) continue
    const ok =
      typeof link === 'string' &&
      link.length <= 2_048 &&
      (/^https:/i.test(link) ? safeUrl(link, 'web') : NATIVE_LINK.test(link) && safeUrl(link, 'link'))
    if (!ok) problems.push(`${key} must be a native deep link (scheme://) or an https URL`)
  }
  if (raw.webapp_link !== undefined && raw.webapp_link !== null)
    if (typeof raw.webapp_link !== 'string' || !safeUrl(raw.webapp_link, 'web'))
      problems.push('webapp_link must be an https URL')
  for (const key of PAGES)
    if (
      raw[key] !== undefined &&
      (typeof raw[key] !== 'string' || !/^https:/i.test(raw[key]) || !safeUrl(raw[key], 'web'))
    )
      problems.push(`${key} must be an https URL`)
  if (raw.chains !== undefined) {
    const chains = raw.chains
    if (!Array.isArray(chains) || chains.length > 256)
      problems.push('chains must be a list of at most 256 CAIP-2 ids')
    else {
      const bad = chains.find((chain) => !isCaipNetworkId(chain))
      if (bad !== undefined)
        problems.push(`chains: ${JSON.stringify(bad).slice(0, 80)} is not a CAIP-2 id (namespace:reference)`)
      else if (new Set(chains).size !== chains.length) problems.push('chains must not repeat a network')
    }
  }
  if (problems.length > 0) return { problems }
  return { entry: { ...raw } as unknown as WalletEntry }
}
