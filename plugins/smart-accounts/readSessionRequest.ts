import { type Abi, getAbiItem, isAddress, isHex, toFunctionSelector } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { GangwayError, invalidPermissionsRequest } from '../../entries/plugin.js'
import type { SmartSessionRequest } from './SmartSession.js'

const YEAR_SECONDS = 365 * 24 * 60 * 60
const MAX_SELECTORS = 16
const SELECTOR = /^0x[0-9a-fA-F]{8}$/
const SIGNATURE = /^[A-Za-z_$][\w$]*\([\w,[\] ]*\)$/

const refuse = (details: string) => new GangwayError(invalidPermissionsRequest, { details })
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What the account's grantSession takes, read from an untrusted request. */
export interface SessionGrantArgs {
  readonly key: `0x${string}`
  readonly target: `0x${string}`
  readonly selectors: readonly `0x${string}`[]
  readonly expiry: number
}

function readKey(signer: unknown): `0x${string}` {
  if (!isRecord(signer) || !isRecord(signer.data)) throw refuse('signer must be { type, data }')
  if (signer.type === 'key') {
    const id = typeof signer.data.id === 'string' ? (signer.data.id.split(':').at(-1) ?? '') : ''
    if (!isAddress(id, { strict: false })) throw refuse('signer.data.id must be the key address')
    return id
  }
  if (signer.type === 'keys') {
    const keys = signer.data.keys
    if (!Array.isArray(keys) || keys.length !== 1) throw refuse('signer.data.keys must hold exactly one key')
    const [key] = keys as unknown[]
    if (!isRecord(key) || key.type !== 'secp256k1')
      throw refuse('signer.data.keys[0] must be a secp256k1 key')
    const publicKey = key.publicKey
    if (typeof publicKey !== 'string' || !/^0x04[0-9a-fA-F]{128}$/.test(publicKey))
      throw refuse('signer.data.keys[0].publicKey must be an uncompressed public key (0x04...)')
    return publicKeyToAddress(publicKey as `0x${string}`)
  }
  throw refuse("signer.type must be 'key' or 'keys'")
}

function readSelector(item: unknown, abi: unknown, index: number): `0x${string}` {
  if (!isRecord(item)) throw refuse(`functions[${index}] must be an object`)
  if (item.selector !== undefined) {
    if (typeof item.selector !== 'string' || !SELECTOR.test(item.selector))
      throw refuse(`functions[${index}].selector must be 4 bytes of hex`)
    return item.selector.toLowerCase() as `0x${string}`
  }
  const name = item.functionName
  if (typeof name !== 'string' || name.length === 0 || name.length > 256)
    throw refuse(`functions[${index}] needs a functionName or a selector`)
  if (SIGNATURE.test(name)) return toFunctionSelector(name)
  if (Array.isArray(abi)) {
    const found = getAbiItem({ abi: abi as Abi, name })
    if (found?.type === 'function') return toFunctionSelector(found)
  }
  throw refuse(`functions[${index}]: ${name} is not a function of the permission's abi`)
}

/** The request checked field by field (nothing is signed before): one key, one contract, 1 to 16 functions, a future expiry. */
export function readSessionRequest(
  request: SmartSessionRequest | unknown,
  nowSeconds: number,
): SessionGrantArgs {
  if (!isRecord(request)) throw refuse('the request must be an object')
  const { expiry, permissions, policies } = request
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry <= nowSeconds)
    throw refuse('expiry must be a future time in seconds')
  if (expiry > nowSeconds + YEAR_SECONDS) throw refuse('expiry must be within a year')
  if (policies !== undefined && (!Array.isArray(policies) || policies.length > 0))
    throw refuse('policies are not enforced by the smart account: send none')
  if (!Array.isArray(permissions) || permissions.length !== 1)
    throw refuse('exactly one contract-call permission per session')
  const [permission] = permissions as unknown[]
  if (!isRecord(permission) || permission.type !== 'contract-call' || !isRecord(permission.data))
    throw refuse("permissions[0].type must be 'contract-call'")
  const { address, abi, functions } = permission.data
  if (typeof address !== 'string' || !isHex(address) || !isAddress(address, { strict: false }))
    throw refuse('permissions[0].data.address must be a contract address')
  if (!Array.isArray(functions) || functions.length === 0 || functions.length > MAX_SELECTORS)
    throw refuse(`permissions[0].data.functions must list 1 to ${MAX_SELECTORS} functions`)
  const selectors = [...new Set(functions.map((item, index) => readSelector(item, abi, index)))]
  return { key: readKey(request.signer), target: address, selectors, expiry }
}
