import type { ChainNamespace, Network } from '../../entries/plugin.js'

/** What the session asks of an eip155 wallet (spec: sign, send, typed data, switch and add chain). */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const
export const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const
/** What the session asks of a solana wallet (WalletConnect's Solana JSON-RPC: sign a message, sign, sign and send). */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

const methods: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: EIP155_METHODS,
  solana: SOLANA_METHODS,
}
const events: Partial<Record<ChainNamespace, readonly string[]>> = { eip155: EIP155_EVENTS, solana: [] }

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
      methods: [...(methods[namespace] ?? [])],
      events: [...(events[namespace] ?? [])],
      rpcMap,
    }
  }
  return result
}
