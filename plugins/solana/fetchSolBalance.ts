import type { Network } from '../../core/index.js'
import { formatLamports } from './formatLamports.js'

export interface FetchSolBalanceOptions {
  readonly fetch: typeof globalThis.fetch
  readonly timeoutMs: number
}

/** The SOL balance of an address by a plain getBalance JSON-RPC POST (confirmed) to the network's first RPC URL. */
export async function fetchSolBalance(
  address: string,
  network: Network,
  options: FetchSolBalanceOptions,
): Promise<{ readonly value: string; readonly symbol: string }> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`No RPC url provided for chainId ${network.id}`)
  const request = options.fetch
  const response = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
    signal: AbortSignal.timeout(options.timeoutMs),
  })
  if (!response.ok) throw new Error(`getBalance failed with HTTP ${response.status}`)
  const { result, error } = (await response.json()) as {
    result?: { value?: unknown }
    error?: { message?: unknown }
  }
  const lamports = result?.value
  if (typeof lamports !== 'number' || !Number.isInteger(lamports) || lamports < 0)
    throw new Error(`getBalance failed: ${String(error?.message ?? 'no lamports returned')}`)
  const { decimals, symbol } = network.nativeCurrency
  return { value: formatLamports(BigInt(lamports), decimals), symbol }
}
