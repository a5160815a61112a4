import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { ConfigError } from '../errors/ConfigError.js'
import { invalidNetworkDefinition } from '../errors/messages/invalidNetworkDefinition.js'
import type { Network } from '../types/Network.js'

/** Checks a custom network definition (CAIP-2 id, namespace, currency, RPC URLs) and freezes it. */
export function defineNetwork<const N extends Network>(network: N): N {
  const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
  if (namespace !== network.chainNamespace)
    throw new ConfigError(invalidNetworkDefinition, {
      details: `chainNamespace "${network.chainNamespace}" does not match "${network.caipNetworkId}"`,
    })
  if (String(network.id) !== reference)
    throw new ConfigError(invalidNetworkDefinition, {
      details: `id "${network.id}" does not match "${network.caipNetworkId}"`,
    })
  const { decimals } = network.nativeCurrency ?? {}
  if (!Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 36)
    throw new ConfigError(invalidNetworkDefinition, {
      details: 'nativeCurrency.decimals must be 0 to 36',
    })
  const urls = network.rpcUrls?.default?.http ?? []
  for (const url of urls)
    if (!/^https?:\/\//.test(url))
      throw new ConfigError(invalidNetworkDefinition, { details: `RPC URL "${url}" is not http(s)` })
  return Object.freeze(network)
}
