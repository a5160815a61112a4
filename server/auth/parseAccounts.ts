import type { AuthAccount } from './AuthAccount.js'

const EVM = /^0x[0-9a-fA-F]{40}$/
const SOLANA = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The accounts a frame reports (one eip155 and one solana at most), or undefined when any is malformed. */
export function parseAccounts(value: unknown): AuthAccount[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 2) return undefined
  const accounts: AuthAccount[] = []
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return undefined
    const { namespace, address } = item as Record<string, unknown>
    if (typeof address !== 'string') return undefined
    if (namespace === 'eip155' && EVM.test(address)) accounts.push({ namespace, address, type: 'eoa' })
    else if (namespace === 'solana' && SOLANA.test(address))
      accounts.push({ namespace, address, type: 'eoa' })
    else return undefined
  }
  return new Set(accounts.map((account) => account.namespace)).size === accounts.length ? accounts : undefined
}
