import type { Account, AccountType } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

const MAX_ACCOUNTS = 100
const ACCOUNT_TYPES: readonly unknown[] = ['eoa', 'smartAccount', 'payment', 'ordinal']
/** What any namespace's address must be to form a CAIP-10 address. */
const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

const read = (item: unknown, key: string): unknown => {
  try {
    return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

/**
 * The accounts a wallet reported, kept only where the address is one of `namespace`: in the canonical
 * form its adapter's `normalize` gives (EIP-55 for eip155), or, for an adapter without one, an address
 * that can form a CAIP-10 address. Without duplicates, at most 100.
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
      address = normalize ? normalize(raw) : CAIP10_ADDRESS.test(raw) ? raw : undefined
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
