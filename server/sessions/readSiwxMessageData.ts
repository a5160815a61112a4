import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import type { CaipNetworkId } from '../../core/types/ChainNamespace.js'
import { bitcoinAddressFormats } from '../../plugins/bip122/bitcoinAddressFormats.js'
import { normalizeBitcoinAddress } from '../../plugins/bip122/normalizeBitcoinAddress.js'
import { normalizeCosmosAddress } from '../../plugins/cosmos/normalizeCosmosAddress.js'
import { normalizeEvmAddress } from '../../plugins/eip155/normalizeEvmAddress.js'
import { normalizePolkadotAddress } from '../../plugins/polkadot/normalizePolkadotAddress.js'
import type { SiwxMessageData } from '../../plugins/siwx/SiwxMessageData.js'
import { isSolanaAddress } from '../../plugins/solana/isSolanaAddress.js'

const DOMAIN = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/
const NONCE = /^[a-zA-Z0-9]{8,64}$/
const ADDRESS = /^[a-zA-Z0-9]{1,128}$/
const LINE = /^[^\n\r]*$/
/** EIP-4361's statement characters (reserved, unreserved and space). */
const EIP4361_STATEMENT = /^[a-zA-Z0-9 !#$&'()*+,\-./:;=?@[\]_~]*$/
const MAX_TEXT = 1_024
const MAX_URI = 2_048
const MAX_RESOURCES = 20

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max && LINE.test(value)
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && TIME.test(value) && Number.isFinite(Date.parse(value))
const isUri = (value: unknown): value is string => {
  if (!isText(value, MAX_URI) || /\s/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** The account address of `chainId`'s namespace in canonical form (EIP-55 on eip155, bip122 of the chain's format), or undefined. */
function accountOf(chainId: CaipNetworkId, address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined
  if (chainId.startsWith('eip155:')) return normalizeEvmAddress(address)
  if (chainId.startsWith('solana:')) return isSolanaAddress(address) ? address : undefined
  if (chainId.startsWith('polkadot:')) return normalizePolkadotAddress(address)
  if (chainId.startsWith('cosmos:')) return normalizeCosmosAddress(address, undefined)
  if (chainId.startsWith('bip122:')) {
    const format = bitcoinAddressFormats[chainId]
    return normalizeBitcoinAddress(address, format ? [format] : Object.values(bitcoinAddressFormats))
  }
  return ADDRESS.test(address) ? address : undefined
}

/** The SIWX message fields of a request body, checked one by one; the reason naming the first bad field. */
export function readSiwxMessageData(value: unknown): SiwxMessageData | { readonly reason: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { reason: 'Invalid data: expected the message fields' }
  const data = value as Record<string, unknown>
  const bad = (field: string) => ({ reason: `Invalid data.${field}` })
  if (!isText(data.domain, 255) || !DOMAIN.test(data.domain)) return bad('domain')
  if (!isUri(data.uri)) return bad('uri')
  if (data.version !== '1') return bad('version')
  if (!isCaipNetworkId(data.chainId)) return bad('chainId')
  if (
    data.statement !== undefined &&
    (!isText(data.statement, MAX_TEXT) ||
      (data.chainId.startsWith('eip155:') && !EIP4361_STATEMENT.test(data.statement)))
  )
    return bad('statement')
  const accountAddress = accountOf(data.chainId, data.accountAddress)
  if (accountAddress === undefined || accountAddress !== data.accountAddress) return bad('accountAddress')
  if (typeof data.nonce !== 'string' || !NONCE.test(data.nonce)) return bad('nonce')
  if (!isTime(data.issuedAt)) return bad('issuedAt')
  if (data.expirationTime !== undefined && !isTime(data.expirationTime)) return bad('expirationTime')
  if (data.notBefore !== undefined && !isTime(data.notBefore)) return bad('notBefore')
  if (data.requestId !== undefined && !isText(data.requestId, 256)) return bad('requestId')
  const resources = data.resources
  if (
    resources !== undefined &&
    (!Array.isArray(resources) || resources.length > MAX_RESOURCES || !resources.every(isUri))
  )
    return bad('resources')
  return {
    domain: data.domain,
    uri: data.uri,
    ...(data.statement ? { statement: data.statement } : {}),
    version: data.version,
    chainId: data.chainId,
    accountAddress,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    ...(data.expirationTime ? { expirationTime: data.expirationTime } : {}),
    ...(data.notBefore ? { notBefore: data.notBefore } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(resources && resources.length > 0 ? { resources: resources as string[] } : {}),
  }
}
