import type { ChainNamespace, Network } from '../../entries/plugin.js'
import { namespaceRpc } from './namespaceRpc.js'

export interface OptionalNamespace {
  readonly chains: string[]
  readonly methods: string[]
  readonly events: string[]
  /** Chain reference -> the configured network's first RPC URL (reads never go to a vendor RPC). */
  readonly rpcMap: Record<string, string>
}

/** The session proposal's optional namespaces: every configured network of each served namespace, active first. */
export function buildOptionalNamespaces(
  networks: readonly Network[],
  served: readonly ChainNamespace[],
  active: Partial<Record<ChainNamespace, string>> = {},
): Record<string, OptionalNamespace> {
  const result: Record<string, OptionalNamespace> = {}
  for (const namespace of served) {
    const own = networks
      .filter((network) => network.chainNamespace === namespace)
      .sort(
        (a, b) =>
          Number(b.caipNetworkId === active[namespace]) - Number(a.caipNetworkId === active[namespace]),
      )
    if (own.length === 0) continue
    const rpcMap: Record<string, string> = {}
    for (const network of own) {
      const url = network.rpcUrls.default.http[0]
      if (url) rpcMap[String(network.id)] = url
    }
    result[namespace] = {
      chains: own.map((network) => network.caipNetworkId),
      methods: [...(namespaceRpc[namespace]?.methods ?? [])],
      events: [...(namespaceRpc[namespace]?.events ?? [])],
      rpcMap,
    }
  }
  return result
}
