import type { WalletEntry } from '../../entries/plugin.js'

const MAX_ID = 128
const MAX_NAME = 100
const MAX_IMAGE_ID = 128
const MAX_RDNS = 255
const MAX_LINK = 2_048
const MAX_CHAINS = 256
const MAX_CHAIN = 64
const LINKS = ['mobile_link', 'desktop_link', 'webapp_link'] as const

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max && value.trim() !== '' ? value : undefined
}

/**
 * A directory entry rebuilt from an untrusted value: undefined unless it is an object with a string
 * id and name within their caps; optional fields of the wrong type or over their cap are left out.
 */
export function sanitizeWalletEntry(value: unknown): WalletEntry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const raw = value as Record<string, unknown>
  const id = text(raw.id, MAX_ID)
  const name = text(raw.name, MAX_NAME)
  if (id === undefined || name === undefined) return undefined
  const entry: { -readonly [K in keyof WalletEntry]: WalletEntry[K] } = { id, name }
  const imageId = text(raw.image_id, MAX_IMAGE_ID)
  if (imageId !== undefined) entry.image_id = imageId
  if (raw.rdns === null) entry.rdns = null
  else {
    const rdns = text(raw.rdns, MAX_RDNS)
    if (rdns !== undefined) entry.rdns = rdns
  }
  for (const key of LINKS) {
    if (raw[key] === null) entry[key] = null
    else {
      const link = text(raw[key], MAX_LINK)
      if (link !== undefined) entry[key] = link
    }
  }
  if (Array.isArray(raw.chains)) {
    const chains: string[] = []
    for (const chain of raw.chains.slice(0, MAX_CHAINS)) {
      const checked = text(chain, MAX_CHAIN)
      if (checked !== undefined && !chains.includes(checked)) chains.push(checked)
    }
    entry.chains = chains
  }
  return entry
}
