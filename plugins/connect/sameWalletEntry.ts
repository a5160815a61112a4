import type { WalletEntry } from '../../entries/plugin.js'

const FIELDS = ['id', 'name', 'image_id', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link'] as const

/** Whether two directory entries say the same thing (a wallet in a search answer that was already shown). */
export function sameWalletEntry(a: WalletEntry, b: WalletEntry): boolean {
  if (a === b) return true
  for (const field of FIELDS) if (a[field] !== b[field]) return false
  const left = a.chains ?? []
  const right = b.chains ?? []
  return left.length === right.length && left.every((chain, index) => chain === right[index])
}
