import type { Network } from '../../core/index.js'
import { formatWei } from './formatWei.js'

export interface FetchBalanceOptions {
  readonly fetch: typeof globalThis.fetch
  readonly timeoutMs: number
}

/** The native balance of an address by a plain eth_getBalance JSON-RPC POST to the network's first RPC URL. */
export async function fetchBalance(
  address: string,
  network: Network,
  options: FetchBalanceOptions,
): Promise<{ readonly value: string; readonly symbol: string }> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`No RPC url provided for chainId ${network.id}`)
  // Called unbound: a browser's fetch throws 'Illegal invocation' when called as a method of `options`.
  const post = options.fetch
  const response = await post(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
    signal: AbortSignal.timeout(options.timeoutMs),
  })
  if (!response.ok) throw new Error(`eth_getBalance failed with HTTP ${response.status}`)
  const { result, error } = (await response.json()) as { result?: unknown; error?: { message?: unknown } }
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result))
    throw new Error(`eth_getBalance failed: ${String(error?.message ?? 'no quantity returned')}`)
  const { decimals, symbol } = network.nativeCurrency
  return { value: formatWei(BigInt(result), decimals), symbol }
}
