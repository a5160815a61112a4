import { nameLabel } from './nameLabel.js'

export interface NameRegistration {
  readonly name: string
  readonly address: `0x${string}`
  readonly coinType: number
  readonly chainId: string
  readonly attributes: Readonly<Record<string, string>>
  readonly timestamp: number
  readonly message: string
  readonly signature: string
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){64,16384}$/
const EVM_COIN_BIT = 0x80000000
const MAX_MESSAGE = 2048
const MAX_ATTRIBUTES = 10
const MAX_ATTRIBUTE = 256

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

/** The eip155 chain of an ENSIP-11 coin type: 60 is chain 1, 0x80000000 | id another chain. */
function chainOf(coinType: unknown): string | undefined {
  if (coinType === 60) return 'eip155:1'
  if (typeof coinType !== 'number' || !Number.isSafeInteger(coinType) || coinType <= EVM_COIN_BIT)
    return undefined
  const id = coinType - EVM_COIN_BIT
  return id > 0 && id < EVM_COIN_BIT ? `eip155:${id}` : undefined
}

/** POST /v1/profile/account's body `{ coin_type, address, message, signature }` checked; the reason when it is refused. */
export function readNameRegistration(
  body: unknown,
  suffix: string,
): NameRegistration | { readonly reason: string } {
  const input = record(body)
  if (!input) return { reason: 'Expected a JSON object' }
  const chainId = chainOf(input.coin_type)
  if (!chainId) return { reason: 'Invalid coin_type: an EVM coin type (ENSIP-11)' }
  if (typeof input.address !== 'string' || !ADDRESS.test(input.address)) return { reason: 'Invalid address' }
  if (typeof input.signature !== 'string' || !SIGNATURE.test(input.signature))
    return { reason: 'Invalid signature' }
  if (typeof input.message !== 'string' || input.message.length > MAX_MESSAGE)
    return { reason: 'Invalid message' }
  let signed: Record<string, unknown> | undefined
  try {
    signed = record(JSON.parse(input.message))
  } catch {
    signed = undefined
  }
  if (!signed) return { reason: 'Invalid message: expected JSON { name, attributes, timestamp }' }
  const label = typeof signed.name === 'string' ? nameLabel(signed.name, suffix) : undefined
  if (!label) return { reason: 'Invalid name: at least 4 characters, letters, digits and hyphen only' }
  if (typeof signed.timestamp !== 'number' || !Number.isSafeInteger(signed.timestamp))
    return { reason: 'Invalid message: timestamp in seconds' }
  const attributes = signed.attributes === undefined ? {} : record(signed.attributes)
  if (
    !attributes ||
    Object.keys(attributes).length > MAX_ATTRIBUTES ||
    Object.entries(attributes).some(
      ([key, value]) => key.length > 64 || typeof value !== 'string' || value.length > MAX_ATTRIBUTE,
    )
  )
    return { reason: `Invalid attributes: at most ${MAX_ATTRIBUTES} text values` }
  return {
    name: `${label}${suffix}`,
    address: input.address as `0x${string}`,
    coinType: input.coin_type as number,
    chainId,
    attributes: attributes as Record<string, string>,
    timestamp: signed.timestamp,
    message: input.message,
    signature: input.signature,
  }
}
