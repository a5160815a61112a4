import { normalizePolkadotAddress } from './normalizePolkadotAddress.js'
import type { PolkadotAccount } from './PolkadotAccount.js'

const maxAccounts = 100
const genesisShape = /^0x[0-9a-f]{64}$/i

/**
 * The usable accounts of a wallet's answer (an array of { address, genesisHash? }, at most 100 read), each
 * address checked as SS58 and each genesisHash as 32 bytes of hex; a bad entry is dropped, never the rest.
 */
export function readPolkadotAccounts(value: unknown): PolkadotAccount[] {
  const usable: PolkadotAccount[] = []
  if (!Array.isArray(value)) return usable
  for (const index of value.slice(0, maxAccounts).keys()) {
    try {
      const { address, genesisHash } = value[index] as { address?: unknown; genesisHash?: unknown }
      const normalized = normalizePolkadotAddress(address)
      const unbound = genesisHash === undefined || genesisHash === null || genesisHash === ''
      const bound = typeof genesisHash === 'string' && genesisShape.test(genesisHash)
      if (!normalized || (!unbound && !bound)) continue
      if (usable.some((account) => account.address === normalized)) continue
      usable.push(
        bound ? { address: normalized, genesisHash: genesisHash.toLowerCase() } : { address: normalized },
      )
    } catch {}
  }
  return usable
}
