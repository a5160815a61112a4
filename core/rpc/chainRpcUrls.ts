import type { Network } from '../types/Network.js'

/**
 * The HTTP transports of a network in fallback order: the project RPC `{rpc}/v1/?chainId=…&projectId=…`
 * (spec section 7, chainId the CAIP-2 id) when `endpoints.rpc` and a project id are configured, then
 * the network's own rpcUrls (default, then chainDefault), without duplicates.
 */
export function chainRpcUrls(
  network: Network,
  config: {
    readonly endpoints?: { readonly rpc?: string | undefined }
    readonly projectId?: string | undefined
  },
): readonly string[] {
  const rpc = config.endpoints?.rpc
  const { projectId } = config
  const project =
    rpc && projectId
      ? [
          `${rpc.replace(/\/+$/, '')}/v1/?${new URLSearchParams({ chainId: network.caipNetworkId, projectId })}`,
        ]
      : []
  return [
    ...new Set([...project, ...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]),
  ]
}
