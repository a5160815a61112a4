import { safeUrl } from '../../entries/plugin.js'
import type { NameProfile } from './NameProfile.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const MAX_ATTRIBUTES = 10
const MAX_TEXT = 256

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

/**
 * A profile of the name service checked: its name ends in `suffix` and keeps the rules, an eip155 address (the
 * one of `coinType` when given, else the first), at most 10 short text attributes; the avatar only as a safe
 * image URL. Anything else is undefined.
 */
export function readNameProfile(value: unknown, suffix: string, coinType?: number): NameProfile | undefined {
  const input = record(value)
  const name = input?.name
  if (typeof name !== 'string' || name.length > 63 + suffix.length || !name.endsWith(suffix)) return undefined
  if (!/^[a-z0-9-]{4,63}$/.test(name.slice(0, -suffix.length))) return undefined
  const addresses = record(input?.addresses)
  if (!addresses) return undefined
  const entries = Object.entries(addresses).slice(0, MAX_ATTRIBUTES)
  const chosen = (coinType === undefined ? undefined : addresses[String(coinType)]) ?? entries[0]?.[1]
  const address = record(chosen)?.address
  if (typeof address !== 'string' || !ADDRESS.test(address)) return undefined
  const raw = record(input?.attributes) ?? {}
  const attributes = Object.fromEntries(
    Object.entries(raw)
      .filter(
        (entry): entry is [string, string] =>
          entry[0].length <= 64 && typeof entry[1] === 'string' && entry[1].length <= MAX_TEXT,
      )
      .slice(0, MAX_ATTRIBUTES),
  )
  const avatar = safeUrl(attributes.avatar, 'image')
  return { name, address, attributes, ...(avatar ? { avatar } : {}) }
}
