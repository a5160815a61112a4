import { type ChainAdapter, createNativeBalanceReader } from '../../entries/plugin.js'
import type { Eip155Runtime } from './Eip155Runtime.js'

const quantity = /^0x[0-9a-fA-F]{1,64}$/

/** Native balances by eth_getBalance over the network's transports (retried, with fallback), in its own chunk. */
export function createBalanceReader(runtime: Eip155Runtime): {
  readonly getBalance: NonNullable<ChainAdapter['getBalance']>
} {
  return {
    getBalance: createNativeBalanceReader({
      config: runtime.config,
      timeoutMs: runtime.rpcTimeoutMs,
      method: 'eth_getBalance',
      params: (address) => [address, 'latest'],
      read: (result) => (typeof result === 'string' && quantity.test(result) ? BigInt(result) : undefined),
    }),
  }
}
