import type { ChainNamespace } from '../types/ChainNamespace.js'
import { isEvmAddress } from './isEvmAddress.js'
import { isSolanaAddress } from './isSolanaAddress.js'

const ss58Pattern = /^[1-9A-HJ-NP-Za-km-z]{1,64}$/
const alphanumericPattern = /^[a-zA-Z0-9]{1,90}$/

/** Address check per namespace: strict for eip155 and solana; for polkadot (base58, 1-64), bip122 and cosmos (letters and digits, 1-90) only a loose shape check with no checksum. */
export function isAddress(namespace: ChainNamespace, value: unknown): boolean {
  if (typeof value !== 'string') return false
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(value)
    case 'solana':
      return isSolanaAddress(value)
    case 'polkadot':
      return ss58Pattern.test(value)
    case 'bip122':
    case 'cosmos':
      return alphanumericPattern.test(value)
    default:
      return false
  }
}
