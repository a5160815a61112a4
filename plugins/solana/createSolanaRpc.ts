import { Connection } from '@solana/web3.js'
import { ChainError, chainRpcUrls, createRetryFetch, noRpcUrl } from '../../entries/plugin.js'
import type { SolanaRuntime } from './SolanaRuntime.js'

/** The @solana/web3.js Connection to the active network's first RPC URL (one per URL), with the kit's retry policy. */
export function createSolanaRpc(runtime: SolanaRuntime): () => Connection {
  const clients = new Map<string, Connection>()
  return () => {
    const network = runtime.network()
    const config = runtime.config()
    const url = network && config && chainRpcUrls(network, config)[0]
    if (!network || !url) throw new ChainError(noRpcUrl, { details: String(network?.id) })
    let client = clients.get(url)
    if (!client) {
      const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
      client = new Connection(url, {
        commitment: 'confirmed',
        disableRetryOnRateLimit: true,
        fetch: createRetryFetch({ fetch: config.fetch, timeoutMs: runtime.rpcTimeoutMs }),
        ...(wsEndpoint ? { wsEndpoint } : {}),
      })
      clients.set(url, client)
    }
    return client
  }
}
