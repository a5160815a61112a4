import { isAddress } from '../address/isAddress.js'
import type { Account, AccountType } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

const MAX_ACCOUNTS = 100
const ACCOUNT_TYPES: readonly unknown[] = ['eoa', 'smartAccount', 'payment']

const read = (item: unknown, key: string): unknown => {
  try {
    return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

/**
 * The accounts a wallet reported, kept only where the address is one of `namespace` (in the
 * canonical form `normalize` gives, e.g. EIP-55), without duplicates, at most 100.
 */
export function checkAccounts(
  namespace: ChainNamespace,
  accounts: unknown,
  normalize: ((address: string) => string | undefined) | undefined,
  defaultType: AccountType,
): Account[] {
  if (!Array.isArray(accounts)) return []
  const seen = new Set<string>()
  const checked: Account[] = []
  for (const item of accounts.slice(0, MAX_ACCOUNTS)) {
    const raw = read(item, 'address')
    if (typeof raw !== 'string') continue
    let address: string | undefined
    try {
      address = normalize ? normalize(raw) : isAddress(namespace, raw) ? raw : undefined
    } catch {
      address = undefined
    }
    if (typeof address !== 'string' || seen.has(address)) continue
    seen.add(address)
    const type = read(item, 'type')
    const publicKey = read(item, 'publicKey')
    const path = read(item, 'path')
    checked.push({
      namespace,
      address,
      type: ACCOUNT_TYPES.includes(type) ? (type as AccountType) : defaultType,
      ...(typeof publicKey === 'string' && publicKey.length <= 256 ? { publicKey } : {}),
      ...(typeof path === 'string' && path.length <= 256 ? { path } : {}),
    })
  }
  return checked
}
