import { ConfigError, invalidChainId } from '../../entries/plugin.js'

const EVM_BIT = 0x80000000

/** The ENSIP-11 coin type of an eip155 chain: 60 for chain 1, else 0x80000000 | id ('Invalid chainId' from 2^31 on). */
export function coinTypeOf(chainId: number): number {
  if (chainId === 1) return 60
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || chainId >= EVM_BIT)
    throw new ConfigError(invalidChainId, { details: String(chainId) })
  return (EVM_BIT | chainId) >>> 0
}
