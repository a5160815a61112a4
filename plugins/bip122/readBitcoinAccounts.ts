import type { BitcoinAccount } from './BitcoinAccount.js'
import type { BitcoinAddressFormat } from './BitcoinAddressFormat.js'
import { normalizeBitcoinAddress } from './normalizeBitcoinAddress.js'

const maxAccounts = 100
const hexKey = /^(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128}|[0-9a-fA-F]{64})$/
const derivationPath = /^m(\/\d{1,10}'?){1,8}$/

const read = (item: unknown, key: string): unknown => {
  try {
    return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

const typeOf = (item: unknown): BitcoinAccount['type'] | undefined => {
  const purpose = read(item, 'purpose') ?? read(item, 'intention') ?? 'payment'
  if (purpose === 'payment') return 'payment'
  if (purpose === 'ordinals' || purpose === 'ordinal') return 'ordinal'
  return undefined
}

/**
 * The Bitcoin accounts of a wallet's answer: sats-connect's `[{ address, publicKey, purpose }]` (or `{ addresses }`)
 * or WalletConnect's `[{ address, publicKey?, path?, intention? }]`. Addresses of `format` only, other purposes
 * (stacks, spark...) and malformed items dropped, no duplicates, at most 100, payment accounts first.
 */
export function readBitcoinAccounts(
  value: unknown,
  formats: readonly BitcoinAddressFormat[],
): BitcoinAccount[] {
  const list = Array.isArray(value) ? value : read(value, 'addresses')
  if (!Array.isArray(list)) return []
  const accounts: BitcoinAccount[] = []
  let items: unknown[] = []
  try {
    items = list.slice(0, maxAccounts)
  } catch {}
  for (const item of items) {
    const type = typeOf(item)
    const address = type && normalizeBitcoinAddress(read(item, 'address'), formats)
    if (!type || !address || accounts.some((account) => account.address === address)) continue
    const publicKey = read(item, 'publicKey')
    const path = read(item, 'path')
    accounts.push({
      address,
      type,
      ...(typeof publicKey === 'string' && hexKey.test(publicKey)
        ? { publicKey: publicKey.toLowerCase() }
        : {}),
      ...(typeof path === 'string' && derivationPath.test(path) ? { path } : {}),
    })
  }
  return [
    ...accounts.filter((account) => account.type === 'payment'),
    ...accounts.filter((account) => account.type !== 'payment'),
  ]
}
